import { sql, type CommonQueryMethods } from 'slonik';
import type { GameOutcome } from './game-outcome.ts';

/**
 * Stores a game's outcome: the derived values of its hole scores (a score's baseline is set the
 * first time it is derived after being entered or corrected), its leaderboards (rewritten), its
 * players' totals and its player rounds' points, strokes and quotas. Rows go in as one JSON
 * document per table, so a game costs a handful of statements whatever its size.
 */
export async function writeGameOutcome(db: CommonQueryMethods, gameId: string, outcome: GameOutcome): Promise<void> {
  await db.query(sql.unsafe`
    UPDATE read.hole_scores h SET
      net_score = d."netScore", points = d.points, strokes_received = d."strokesReceived",
      baseline_net_score = coalesce(h.baseline_net_score, d."netScore"), baseline_points = coalesce(h.baseline_points, d.points)
    FROM jsonb_to_recordset(${sql.jsonb(outcome.holeScores)}) AS d(id uuid, "netScore" int, points float8, "strokesReceived" int)
    WHERE h.id = d.id AND h.game_id = ${gameId}
      AND (h.baseline_net_score IS NULL
        OR (h.net_score, h.points, h.strokes_received) IS DISTINCT FROM (d."netScore", d.points, d."strokesReceived"))
  `);
  await db.query(sql.unsafe`DELETE FROM read.leaderboard_entries WHERE game_id = ${gameId}`);
  await db.query(sql.unsafe`DELETE FROM read.leaderboard_teams WHERE game_id = ${gameId}`);
  await db.query(sql.unsafe`DELETE FROM read.leaderboard_results WHERE game_id = ${gameId}`);
  const entries = outcome.boards.flatMap((board) => board.entries.map((entry, sortOrder) => ({ ...entry, roundNumber: board.roundNumber, sortOrder })));
  await db.query(sql.unsafe`
    INSERT INTO read.leaderboard_entries (game_id, round_number, player_id, sort_order, position, tied, total_points, total_strokes,
      total_net_score, par_for_holes_played, to_par, holes_played, current_quota, quota_delta, details)
    SELECT ${gameId}, e."roundNumber", e."playerId", e."sortOrder", e.position, e.tied, e."totalPoints", e."totalStrokes",
      e."totalNetScore", e."parForHolesPlayed", e."toPar", e."holesPlayed", e."currentQuota", e."quotaDelta", e.details
    FROM jsonb_to_recordset(${sql.jsonb(entries)}) AS e("roundNumber" int, "playerId" uuid, "sortOrder" int, position int, tied boolean,
      "totalPoints" float8, "totalStrokes" int, "totalNetScore" int, "parForHolesPlayed" int, "toPar" text, "holesPlayed" int,
      "currentQuota" int, "quotaDelta" int, details jsonb)
  `);
  const teams = outcome.boards.flatMap((board) => board.teams.map((team, sortOrder) => ({ ...team, roundNumber: board.roundNumber, sortOrder })));
  await db.query(sql.unsafe`
    INSERT INTO read.leaderboard_teams (game_id, round_number, team_number, sort_order, name, position, tied, total_points, total_strokes, holes_played, player_ids)
    SELECT ${gameId}, t."roundNumber", t."teamNumber", t."sortOrder", t.name, t.position, t.tied, t."totalPoints", t."totalStrokes", t."holesPlayed", t."playerIds"
    FROM jsonb_to_recordset(${sql.jsonb(teams)}) AS t("roundNumber" int, "teamNumber" int, "sortOrder" int, name text, position int, tied boolean,
      "totalPoints" float8, "totalStrokes" int, "holesPlayed" int, "playerIds" jsonb)
  `);
  const results = outcome.boards.map((board) => ({ roundNumber: board.roundNumber, ...board.results }));
  await db.query(sql.unsafe`
    INSERT INTO read.leaderboard_results (game_id, round_number, skins, nassau, payouts, prize_pool_cents, summary)
    SELECT ${gameId}, r."roundNumber", r.skins, r.nassau, r.payouts, r."prizePoolCents", r.summary
    FROM jsonb_to_recordset(${sql.jsonb(results)}) AS r("roundNumber" int, skins jsonb, nassau jsonb, payouts jsonb, "prizePoolCents" int, summary jsonb)
  `);
  await db.query(sql.unsafe`
    UPDATE read.game_players p SET total_points = t."totalPoints", total_strokes = t."totalStrokes"
    FROM jsonb_to_recordset(${sql.jsonb(outcome.players)}) AS t("playerId" uuid, "totalPoints" float8, "totalStrokes" int)
    WHERE p.id = t."playerId" AND p.game_id = ${gameId}
      AND (p.total_points, p.total_strokes) IS DISTINCT FROM (t."totalPoints", t."totalStrokes")
  `);
  await db.query(sql.unsafe`
    UPDATE read.player_rounds pr SET round_points = r."roundPoints", round_strokes = r."roundStrokes",
      current_quota = r."currentQuota", quota_delta = r."quotaDelta"
    FROM jsonb_to_recordset(${sql.jsonb(outcome.playerRounds)}) AS r("playerId" uuid, "roundNumber" int, "roundPoints" float8,
      "roundStrokes" int, "currentQuota" int, "quotaDelta" int)
    WHERE pr.game_id = ${gameId} AND pr.player_id = r."playerId" AND pr.round_number = r."roundNumber"
      AND (pr.round_points, pr.round_strokes, pr.current_quota, pr.quota_delta)
        IS DISTINCT FROM (r."roundPoints", r."roundStrokes", r."currentQuota", r."quotaDelta")
  `);
}

/** Every row this projection holds for a game: after GameDeleted it disappears from every read. */
export async function deleteGameScoring(db: CommonQueryMethods, gameId: string): Promise<void> {
  for (const table of ['hole_scores', 'quota_adjustments', 'score_recalculations', 'leaderboard_entries', 'leaderboard_teams', 'leaderboard_results']) {
    await db.query(sql.unsafe`DELETE FROM ${sql.identifier(['read', table])} WHERE game_id = ${gameId}`);
  }
}
