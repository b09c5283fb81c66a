-- The trips' cups (docs/golf-rules.md section 16). read.cups and read.cup_matches are projected
-- from the trip-{id} streams (CupSet, CupMatchMade) by projector/src/trips/cup-projection.ts;
-- read.cup_match_results is each cup match's game as the cup counts it, written by the games
-- projection with the game's other rows (projector/src/games/write-game-tables.ts).
CREATE TABLE read.cups (
  trip_id uuid PRIMARY KEY,
  name text NOT NULL,
  -- [{ name, color, captainId, userIds }, { … }]: team 0, then team 1.
  teams jsonb NOT NULL,
  holder int,
  planned_points float8
);

CREATE TABLE read.cup_matches (
  id uuid PRIMARY KEY,
  trip_id uuid NOT NULL,
  game_id uuid NOT NULL,
  session int NOT NULL,
  format text NOT NULL,
  -- [[team 0's user ids], [team 1's user ids]].
  teams jsonb NOT NULL,
  course_id uuid NOT NULL,
  tee_set_id uuid NOT NULL,
  -- The course's wall clock, 2026-06-12T08:00; null when none was given.
  tee_time text,
  points float8 NOT NULL,
  made_at timestamptz NOT NULL
);
CREATE INDEX cup_matches_trip_idx ON read.cup_matches (trip_id);

-- Who plays which match, for a player's Home and for the matches' players' read of the cup.
CREATE TABLE read.cup_match_players (
  match_id uuid NOT NULL,
  trip_id uuid NOT NULL,
  user_id uuid NOT NULL,
  team int NOT NULL,
  PRIMARY KEY (match_id, user_id)
);
CREATE INDEX cup_match_players_user_idx ON read.cup_match_players (user_id);

-- The CupMatchLine of @golf/golf (state, status, result, leader, thru, points …) of each cup match's game.
CREATE TABLE read.cup_match_results (
  game_id uuid PRIMARY KEY,
  line jsonb NOT NULL
);
