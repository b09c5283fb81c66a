-- One fold of each game (projector/src/games/games-projection.ts). The games projection folds
-- each game stream with the same evolveGame the commands use (events/src/games/) and keeps the
-- state here between batches; every read table about games, scores and leaderboards is written
-- from it, and none of them is read back to compute anything.

-- A game's state as evolveGame folds its stream, as JSON. saved_at: the position of the last
-- event of the batch that saved it (the projector keeps the documents it saved in memory while
-- this still matches, so a rolled-back batch is never mistaken for a saved one). tee_set_ids /
-- course_ids: the tees and courses the game's leaderboards look up, so a change to one redraws
-- exactly the games that use it.
CREATE TABLE read.game_documents (
  game_id uuid PRIMARY KEY,
  state json NOT NULL,
  saved_at bigint NOT NULL,
  tee_set_ids uuid[] NOT NULL DEFAULT '{}',
  course_ids uuid[] NOT NULL DEFAULT '{}'
);
-- Rewritten at every batch that touches the game: stored without compression (compressing
-- each state again cost the projector more than the bytes it saved).
ALTER TABLE read.game_documents ALTER COLUMN state SET STORAGE EXTERNAL;
CREATE INDEX game_documents_tees_idx ON read.game_documents USING gin (tee_set_ids);
CREATE INDEX game_documents_courses_idx ON read.game_documents USING gin (course_ids);

-- A course's state as evolveCourse folds its stream: the one input of a leaderboard that is not
-- in the game's own stream (its tees' holes and its name), kept by the games projection itself.
CREATE TABLE read.course_documents (
  course_id uuid PRIMARY KEY,
  state json NOT NULL
);

-- Leaderboards as the API serves them: one LeaderboardView per game and board (round_number 0
-- is the overall leaderboard), built whole by @golf/golf's gameLeaderboards.
DROP TABLE read.leaderboards;
CREATE TABLE read.leaderboards (
  game_id uuid NOT NULL,
  round_number integer NOT NULL,
  view json NOT NULL,
  -- Changes whenever the view does: the API keeps the views it served by it.
  version text GENERATED ALWAYS AS (md5(view::text)) STORED,
  PRIMARY KEY (game_id, round_number)
);

-- Recalculations are answered by the command from the game's stream (ScoresRecalculated records
-- its count), so the read side keeps no baselines and no counts.
ALTER TABLE read.hole_scores DROP COLUMN baseline_net_score, DROP COLUMN baseline_points;
DROP TABLE read.score_recalculations;

-- The documents can only be folded from the log: every read table is emptied and the checkpoint
-- removed, so the projector replays the whole log into them (as `npm run rebuild` would).
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'read' AND tablename <> 'schema_migrations' LOOP
    EXECUTE format('TRUNCATE read.%I', t.tablename);
  END LOOP;
END $$;
