-- A golfer's statistics of each round that is over (docs/golf-rules.md section 15), written by the
-- handicap projection (projector/src/handicap/round-stats.ts) beside the handicap record: the sums
-- of @golf/golf's FactsStats over the round's holes, read newest first by GET /api/users/me/stats.
CREATE TABLE read.round_stats (
  user_id uuid NOT NULL,
  game_id uuid NOT NULL,
  round_number integer NOT NULL,
  game_name text NOT NULL,
  course_name text,
  -- When the golfer's first score of the round was entered: the round's date.
  played_at timestamptz NOT NULL,
  stats jsonb NOT NULL,
  PRIMARY KEY (user_id, game_id, round_number)
);
CREATE INDEX round_stats_user_played_idx ON read.round_stats (user_id, played_at DESC);

-- The rows can only be folded from the log (the handicap rounds now keep each hole's facts): every
-- read table is emptied and the checkpoint removed, so the projector replays the whole log into
-- them (as `npm run rebuild` would).
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'read' AND tablename <> 'schema_migrations' LOOP
    EXECUTE format('TRUNCATE read.%I', t.tablename);
  END LOOP;
END $$;
