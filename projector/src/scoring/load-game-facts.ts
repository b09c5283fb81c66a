import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { GAME_TYPE_IDS, SCORING_TYPES } from '@golf/golf';
import type { GameFacts, TeeHole } from './game-facts.ts';

const GameSettings = z.object({
  gameType: z.enum(GAME_TYPE_IDS),
  scoringType: z.enum(SCORING_TYPES),
  pointsSystem: z.record(z.string(), z.number()).nullable(),
  isNassau: z.boolean(),
});
const Player = z.object({ id: z.string(), teamNumber: z.number().int().nullable() });
const Round = z.object({ roundNumber: z.number().int(), courseHoles: z.union([z.literal(9), z.literal(18)]), started: z.boolean() });
const PlayerRound = z.object({ playerId: z.string(), roundNumber: z.number().int(), teeSetId: z.string().nullable(), courseHandicap: z.number().int().nullable() });
const Tee = z.object({ id: z.string(), holes: z.array(z.object({ holeNumber: z.number().int(), par: z.number().int(), strokeIndex: z.number().int() })) });
const Score = z.object({ id: z.string(), playerId: z.string(), roundNumber: z.number().int(), holeNumber: z.number().int(), strokes: z.number().int() });
const Adjustment = z.object({ completedRound: z.number().int(), playerId: z.string(), nextQuota: z.number().int() });
const Payout = z.object({
  position: z.number().int(),
  betType: z.enum(['overall', 'front_9', 'back_9', 'overall_18']),
  amountCents: z.number().int(),
  description: z.string().nullable(),
});

/**
 * A game's facts from the read tables (games, courses and the raw strokes of this projection),
 * or null when the game is gone. Every list has a fixed order, so the outcome is deterministic.
 */
export async function loadGameFacts(db: CommonQueryMethods, gameId: string): Promise<GameFacts | null> {
  const game = await db.maybeOne(sql.type(GameSettings)`
    SELECT game_type AS "gameType", scoring_type AS "scoringType", points_system AS "pointsSystem", is_nassau AS "isNassau"
    FROM read.games WHERE id = ${gameId}
  `);
  if (!game) return null;
  // One after another: these run on the projector's transaction, a single connection.
  const players = await db.any(sql.type(Player)`SELECT id, team_number AS "teamNumber" FROM read.game_players WHERE game_id = ${gameId} ORDER BY added_position, id`);
  const rounds = await db.any(sql.type(Round)`
    SELECT round_number AS "roundNumber", course_holes AS "courseHoles", status <> 'not_started' AS started
    FROM read.game_rounds WHERE game_id = ${gameId} ORDER BY round_number
  `);
  const playerRounds = await db.any(sql.type(PlayerRound)`
    SELECT player_id AS "playerId", round_number AS "roundNumber", tee_set_id AS "teeSetId", course_handicap AS "courseHandicap"
    FROM read.player_rounds WHERE game_id = ${gameId} ORDER BY round_number, player_id
  `);
  const tees = await db.any(sql.type(Tee)`
    SELECT t.id, t.holes FROM read.tee_sets t
    WHERE t.id IN (SELECT tee_set_id FROM read.player_rounds WHERE game_id = ${gameId} AND tee_set_id IS NOT NULL)
  `);
  const scores = await db.any(sql.type(Score)`
    SELECT id, player_id AS "playerId", round_number AS "roundNumber", hole_number AS "holeNumber", strokes
    FROM read.hole_scores WHERE game_id = ${gameId} ORDER BY round_number, hole_number, player_id, id
  `);
  const quotaAdjustments = await db.any(sql.type(Adjustment)`
    SELECT completed_round AS "completedRound", player_id AS "playerId", next_quota AS "nextQuota"
    FROM read.quota_adjustments WHERE game_id = ${gameId} ORDER BY completed_round, player_id
  `);
  const payouts = await db.any(sql.type(Payout)`
    SELECT position, bet_type AS "betType", amount_cents AS "amountCents", description
    FROM read.game_payouts WHERE game_id = ${gameId} ORDER BY bet_type, position
  `);
  return {
    gameId,
    ...game,
    players,
    rounds,
    playerRounds,
    tees: new Map<string, readonly TeeHole[]>(tees.map((tee) => [tee.id, tee.holes])),
    scores,
    quotaAdjustments,
    payouts,
  };
}
