-- Leaderboards as the API serves them: one row per game and board (round_number 0 is the
-- overall leaderboard, n > 0 round n alone), each part already in the LeaderboardView contract's
-- shape (entries with their player, teams, skins, Nassau, payouts, summary). The projector
-- writes a game's boards whole whenever it recomputes the game, so a read is one indexed row
-- and no assembly; `json` (not jsonb) because the documents are only stored and sent back as
-- they are. Payouts and the prize pool are the overall board's (prizes are paid on the game's
-- standings); a round's board holds [] and 0.
CREATE TABLE read.leaderboards (
  game_id uuid NOT NULL,
  round_number integer NOT NULL,
  entries json NOT NULL,
  teams json NOT NULL,
  skins json,
  nassau json NOT NULL,
  payouts json NOT NULL,
  prize_pool_cents integer NOT NULL,
  summary json NOT NULL,
  -- Changes whenever the board's content does: a reader that kept the parts of a version need
  -- not fetch them again (the API caches the assembled boards it serves by it).
  version text GENERATED ALWAYS AS (md5(entries::text || teams::text || coalesce(skins::text, 'null') || nassau::text
    || payouts::text || prize_pool_cents::text || summary::text)) STORED,
  PRIMARY KEY (game_id, round_number)
);

-- The boards projected so far, carried over from the tables of 0005 so that no rebuild is needed.
INSERT INTO read.leaderboards (game_id, round_number, entries, teams, skins, nassau, payouts, prize_pool_cents, summary)
SELECT r.game_id, r.round_number,
  coalesce((
    SELECT json_agg(json_build_object(
        'position', e.position, 'tied', e.tied,
        'player', json_build_object('id', p.id, 'name', p.name, 'handicap', p.handicap, 'teamNumber', p.team_number, 'userId', p.user_id),
        'totalPoints', e.total_points, 'totalStrokes', e.total_strokes, 'totalNetScore', e.total_net_score,
        'parForHolesPlayed', e.par_for_holes_played, 'toPar', e.to_par, 'holesPlayed', e.holes_played,
        'currentQuota', e.current_quota, 'quotaDelta', e.quota_delta,
        'match', e.details -> 'match', 'skins', e.details -> 'skins', 'scorecards', e.details -> 'scorecards'
      ) ORDER BY e.sort_order)
    FROM read.leaderboard_entries e JOIN read.game_players p ON p.id = e.player_id
    WHERE e.game_id = r.game_id AND e.round_number = r.round_number), '[]'::json),
  coalesce((
    SELECT json_agg(json_build_object(
        'teamNumber', t.team_number, 'name', t.name, 'position', t.position, 'tied', t.tied, 'totalPoints', t.total_points,
        'totalStrokes', t.total_strokes, 'holesPlayed', t.holes_played, 'playerIds', t.player_ids
      ) ORDER BY t.sort_order)
    FROM read.leaderboard_teams t WHERE t.game_id = r.game_id AND t.round_number = r.round_number), '[]'::json),
  r.skins::json, r.nassau::json, r.payouts::json, r.prize_pool_cents, r.summary::json
FROM read.leaderboard_results r;

DROP TABLE read.leaderboard_entries;
DROP TABLE read.leaderboard_teams;
DROP TABLE read.leaderboard_results;
