-- Each golfer's handicap record (World Handicap System), kept by projector/src/handicap/ from
-- every game's events, the courses' tees and the users' HandicapSourceChosen.

-- What the projection knows of each game: saved_at is the position of the batch that last
-- folded it (its folded state, kept in memory, is used only while this still matches, as
-- read.projected_games does for the games projection).
CREATE TABLE read.handicap_games (
  game_id uuid PRIMARY KEY,
  saved_at bigint NOT NULL
);

-- The courses as their streams tell them (evolveCourse), for the tees' ratings, slopes, pars and
-- stroke indexes: the projection's own copy, so it reads no other projection's tables.
CREATE TABLE read.handicap_courses (
  course_id uuid PRIMARY KEY,
  state jsonb NOT NULL
);

-- One row per round a player with an account has a score in: what the game's stream says of it
-- (when its first score was entered, whether the round is over, the tee, the strokes hole by
-- hole once it is). The inputs of the records, found by user and by course.
CREATE TABLE read.handicap_rounds (
  game_id uuid NOT NULL,
  player_id uuid NOT NULL,
  round_number integer NOT NULL,
  user_id uuid NOT NULL,
  course_id uuid NOT NULL,
  facts jsonb NOT NULL,
  PRIMARY KEY (game_id, player_id, round_number)
);
CREATE INDEX handicap_rounds_user_idx ON read.handicap_rounds (user_id);
CREATE INDEX handicap_rounds_course_idx ON read.handicap_rounds (course_id);

-- The record GET /api/users/{id}/handicap answers: the index, the low index, the rounds (the
-- API's JSON, newest first) and the user's choice of index to fill in. A user with no round and
-- the default choice has no row.
CREATE TABLE read.handicap_records (
  user_id uuid PRIMARY KEY,
  use_app_index boolean NOT NULL,
  handicap_index numeric(4, 1),
  low_handicap_index numeric(4, 1),
  rounds_counted integer NOT NULL,
  rounds text NOT NULL
);

-- The records can only be folded from the log: every read table is emptied and the checkpoint
-- removed, so the projector replays the whole log into them (as `npm run rebuild` would).
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'read' AND tablename <> 'schema_migrations' LOOP
    EXECUTE format('TRUNCATE read.%I', t.tablename);
  END LOOP;
END $$;
