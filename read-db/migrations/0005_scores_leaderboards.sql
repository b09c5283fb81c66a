-- Scores and leaderboards, projected by projector/src/scoring/ from the game-{id} streams (and
-- the course-{id} streams' tee changes). Events record gross strokes only; everything else here
-- is derived with @golf/golf from the current handicaps, tees and settings, so a rebuild gives
-- identical rows. The scoring projection is also the one writer of the score-derived columns of
-- 0004: game_players.total_points / total_strokes and player_rounds.current_quota /
-- quota_delta / round_points / round_strokes.

-- One row per recorded hole score. id is the stable score id of the events.
-- net_score, points and strokes_received are derived (GOLF-RULES sections 2 and 3).
-- baseline_net_score / baseline_points: the derived values when the strokes were last entered
-- or the organiser last recalculated; a score whose net or points now differ from them was
-- changed by a handicap or tee change since (what recalculate-scores reports).
CREATE TABLE read.hole_scores (
  id uuid PRIMARY KEY,
  game_id uuid NOT NULL,
  player_id uuid NOT NULL,
  round_number integer NOT NULL,
  hole_number integer NOT NULL,
  strokes integer NOT NULL,
  net_score integer NOT NULL,
  points double precision NOT NULL DEFAULT 0,
  strokes_received integer NOT NULL DEFAULT 0,
  baseline_net_score integer,
  baseline_points double precision,
  entered_by_user_id uuid,
  -- owner | shared_admin | shared_player | code_admin | code_player
  access text NOT NULL,
  entered_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX hole_scores_game_idx ON read.hole_scores (game_id, round_number, hole_number);

-- Quotas recorded for the round after a completed round of quota scoring (QuotasAdjusted).
CREATE TABLE read.quota_adjustments (
  game_id uuid NOT NULL,
  completed_round integer NOT NULL,
  player_id uuid NOT NULL,
  previous_quota integer NOT NULL,
  quota_delta integer NOT NULL,
  next_quota integer NOT NULL,
  PRIMARY KEY (game_id, completed_round, player_id)
);

-- How many hole scores each "Recalculate All Scores" found changed; keyed by the position of its
-- ScoresRecalculated event, so the command (and its retries) read their own count.
CREATE TABLE read.score_recalculations (
  game_id uuid NOT NULL,
  event_position bigint NOT NULL,
  updated_scores integer NOT NULL,
  PRIMARY KEY (game_id, event_position)
);

-- Leaderboard lines: round_number 0 is the overall leaderboard (every started round together),
-- n > 0 that round alone. sort_order is the display order (best first, ties in player order).
-- details: { match, skins, scorecards } of the LeaderboardEntry contract.
CREATE TABLE read.leaderboard_entries (
  game_id uuid NOT NULL,
  round_number integer NOT NULL,
  player_id uuid NOT NULL,
  sort_order integer NOT NULL,
  position integer NOT NULL,
  tied boolean NOT NULL,
  total_points double precision NOT NULL,
  total_strokes integer NOT NULL,
  total_net_score integer NOT NULL,
  par_for_holes_played integer NOT NULL,
  to_par text NOT NULL,
  holes_played integer NOT NULL,
  current_quota integer,
  quota_delta integer,
  details jsonb NOT NULL,
  PRIMARY KEY (game_id, round_number, player_id)
);

-- Teams (best ball) and sides (four-ball match play) of a leaderboard, ranked.
CREATE TABLE read.leaderboard_teams (
  game_id uuid NOT NULL,
  round_number integer NOT NULL,
  team_number integer NOT NULL,
  sort_order integer NOT NULL,
  name text NOT NULL,
  position integer NOT NULL,
  tied boolean NOT NULL,
  total_points double precision NOT NULL,
  total_strokes integer NOT NULL,
  holes_played integer NOT NULL,
  player_ids jsonb NOT NULL,
  PRIMARY KEY (game_id, round_number, team_number)
);

-- Game-level results of a leaderboard: skins carried and unclaimed, Nassau bets, payouts on the
-- standings, prize pool and the gross result counts (JSON in the contract's shapes).
CREATE TABLE read.leaderboard_results (
  game_id uuid NOT NULL,
  round_number integer NOT NULL,
  skins jsonb,
  nassau jsonb NOT NULL,
  payouts jsonb NOT NULL,
  prize_pool_cents integer NOT NULL,
  summary jsonb NOT NULL,
  PRIMARY KEY (game_id, round_number)
);
