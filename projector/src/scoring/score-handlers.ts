import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import type { RecordedEvent } from '@golf/events';
import { PlayerRemoved, QuotasAdjusted, RoundRemoved, ScoresRecalculated } from '@golf/events';

/** The quotas recorded for the round after `completedRound`; a later adjustment of the same round replaces them. */
export async function recordQuotasAdjusted(db: CommonQueryMethods, event: RecordedEvent): Promise<void> {
  const { gameId, completedRound, adjustments } = QuotasAdjusted.schema.parse(event.data);
  await db.query(sql.unsafe`DELETE FROM read.quota_adjustments WHERE game_id = ${gameId} AND completed_round = ${completedRound}`);
  await db.query(sql.unsafe`
    INSERT INTO read.quota_adjustments (game_id, completed_round, player_id, previous_quota, quota_delta, next_quota)
    SELECT ${gameId}, ${completedRound}, a."playerId", a."previousQuota", a."quotaDelta", a."nextQuota"
    FROM jsonb_to_recordset(${sql.jsonb(adjustments)}) AS a("playerId" uuid, "previousQuota" int, "quotaDelta" int, "nextQuota" int)
    ON CONFLICT (game_id, completed_round, player_id) DO NOTHING
  `);
}

/**
 * 'Recalculate All Scores': counts the scores whose derived net or points moved away from their
 * baseline (a handicap or tee change since they were entered or last recalculated), keeps the
 * count under the event's position, and takes the current values as the new baselines.
 */
export async function recordScoresRecalculated(db: CommonQueryMethods, event: RecordedEvent): Promise<void> {
  const { gameId } = ScoresRecalculated.schema.parse(event.data);
  const changed = await db.oneFirst(sql.type(z.object({ count: z.number() }))`
    SELECT count(*)::int AS count FROM read.hole_scores
    WHERE game_id = ${gameId} AND (net_score, points) IS DISTINCT FROM (baseline_net_score, baseline_points)
  `);
  await db.query(sql.unsafe`
    INSERT INTO read.score_recalculations (game_id, event_position, updated_scores) VALUES (${gameId}, ${event.position}, ${changed})
    ON CONFLICT (game_id, event_position) DO UPDATE SET updated_scores = EXCLUDED.updated_scores
  `);
  await db.query(sql.unsafe`
    UPDATE read.hole_scores SET baseline_net_score = net_score, baseline_points = points
    WHERE game_id = ${gameId} AND (net_score, points) IS DISTINCT FROM (baseline_net_score, baseline_points)
  `);
}

/**
 * A round went with its scores; the rounds after it move up one number. A quota recorded from
 * or for the removed round goes too (the round it was worked from, or for, no longer exists).
 */
export async function recordRoundRemoved(db: CommonQueryMethods, event: RecordedEvent): Promise<void> {
  const { gameId, roundNumber } = RoundRemoved.schema.parse(event.data);
  await db.query(sql.unsafe`DELETE FROM read.hole_scores WHERE game_id = ${gameId} AND round_number = ${roundNumber}`);
  await db.query(sql.unsafe`UPDATE read.hole_scores SET round_number = round_number - 1 WHERE game_id = ${gameId} AND round_number > ${roundNumber}`);
  await db.query(sql.unsafe`
    DELETE FROM read.quota_adjustments WHERE game_id = ${gameId} AND completed_round IN (${roundNumber - 1}, ${roundNumber})
  `);
  // Through negative numbers, so no row ever takes a key still held by another.
  await db.query(sql.unsafe`
    UPDATE read.quota_adjustments SET completed_round = -(completed_round - 1) WHERE game_id = ${gameId} AND completed_round > ${roundNumber}
  `);
  await db.query(sql.unsafe`UPDATE read.quota_adjustments SET completed_round = -completed_round WHERE game_id = ${gameId} AND completed_round < 0`);
}

/** A player left the game (only possible in setup): anything recorded for them goes. */
export async function recordPlayerRemoved(db: CommonQueryMethods, event: RecordedEvent): Promise<void> {
  const { gameId, playerId } = PlayerRemoved.schema.parse(event.data);
  await db.query(sql.unsafe`DELETE FROM read.hole_scores WHERE game_id = ${gameId} AND player_id = ${playerId}`);
  await db.query(sql.unsafe`DELETE FROM read.quota_adjustments WHERE game_id = ${gameId} AND player_id = ${playerId}`);
}
