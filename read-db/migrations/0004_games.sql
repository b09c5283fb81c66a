-- The games read model, projected from the game-{id} streams by
-- projector/src/games/games-projection.ts (which also keeps read.course_usage of 0003 in step
-- with the rounds' courses). Timestamps and orderings come from the events (occurredAt, global
-- position), so a rebuild gives identical rows. A deleted game's rows are removed.

-- One row per game. points_system is the game's own points per hole result (jsonb object).
CREATE TABLE read.games (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  game_type text NOT NULL,
  -- setup | in_progress | completed
  status text NOT NULL DEFAULT 'setup',
  scoring_type text NOT NULL,
  number_of_rounds integer NOT NULL DEFAULT 1,
  target_player_count integer NOT NULL DEFAULT 4,
  current_round integer NOT NULL DEFAULT 1,
  current_hole integer NOT NULL DEFAULT 1,
  is_nassau boolean NOT NULL DEFAULT false,
  use_eighty_percent_handicap boolean NOT NULL DEFAULT false,
  points_system jsonb,
  trip_id uuid,
  created_by uuid NOT NULL,
  admin_code text NOT NULL,
  player_code text NOT NULL,
  view_code text NOT NULL,
  is_public boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX games_created_by_idx ON read.games (created_by, created_at DESC);

-- Every code of every game, so a code finds its game and level, and is never given twice: the
-- API checks new codes against this table; the primary key backs it up (a replay or a clash
-- keeps the first game's row rather than stopping the projector).
CREATE TABLE read.game_codes (
  code text PRIMARY KEY,
  game_id uuid NOT NULL,
  -- admin | player | viewer
  access_level text NOT NULL
);
CREATE INDEX game_codes_game_idx ON read.game_codes (game_id);

-- Players in the order they joined (added_position: the global position of PlayerAdded).
-- handicap is the handicap index; total_points / total_strokes are derived from scores later.
CREATE TABLE read.game_players (
  id uuid PRIMARY KEY,
  game_id uuid NOT NULL,
  name text NOT NULL,
  handicap double precision NOT NULL,
  ghin_id text,
  user_id uuid,
  team_number integer,
  total_points double precision NOT NULL DEFAULT 0,
  total_strokes integer NOT NULL DEFAULT 0,
  added_position bigint NOT NULL
);
CREATE INDEX game_players_game_idx ON read.game_players (game_id, added_position);
CREATE INDEX game_players_user_idx ON read.game_players (user_id) WHERE user_id IS NOT NULL;

-- Rounds that have a course. course_holes: the course's hole count when it was chosen.
CREATE TABLE read.game_rounds (
  game_id uuid NOT NULL,
  round_number integer NOT NULL,
  course_id uuid NOT NULL,
  course_holes integer NOT NULL,
  -- not_started | in_progress | completed
  status text NOT NULL DEFAULT 'not_started',
  confirmed boolean NOT NULL DEFAULT false,
  PRIMARY KEY (game_id, round_number)
);

-- A player's tee and course handicap for a round; quotas are set for quota scoring only.
CREATE TABLE read.player_rounds (
  game_id uuid NOT NULL,
  player_id uuid NOT NULL,
  round_number integer NOT NULL,
  tee_set_id uuid,
  handicap_index double precision,
  course_handicap integer,
  handicap_manually_adjusted boolean NOT NULL DEFAULT false,
  initial_quota integer,
  current_quota integer,
  quota_delta integer NOT NULL DEFAULT 0,
  round_points double precision NOT NULL DEFAULT 0,
  round_strokes integer NOT NULL DEFAULT 0,
  PRIMARY KEY (game_id, player_id, round_number)
);

-- Prizes: one per (bet, position), amounts in whole cents.
CREATE TABLE read.game_payouts (
  game_id uuid NOT NULL,
  bet_type text NOT NULL DEFAULT 'overall',
  position integer NOT NULL,
  amount_cents integer NOT NULL,
  description text,
  PRIMARY KEY (game_id, bet_type, position)
);
