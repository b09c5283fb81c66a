import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { GameRow, isGameUuid } from '../games/game-rows.ts';
import { OVERALL_LEADERBOARD } from './get-leaderboard.ts';

/**
 * What a leaderboard page shows besides the board, in one row: the game's fields the view
 * needs, who may see it (its creator and its players' accounts), its rounds with their course
 * names, and the versions of the stored board and of the overall board (null: none stored).
 */
export const LeaderboardPageRow = z.object({
  id: z.string().uuid(),
  name: z.string(),
  gameType: GameRow.shape.gameType,
  scoringType: GameRow.shape.scoringType,
  status: GameRow.shape.status,
  numberOfRounds: z.number().int(),
  currentRound: z.number().int(),
  currentHole: z.number().int(),
  rounds: z.array(z.object({ roundNumber: z.number().int(), status: z.enum(['not_started', 'in_progress', 'completed']), courseName: z.string().nullable() })),
  boardVersion: z.string().nullable(),
  overallVersion: z.string().nullable(),
});
export type LeaderboardPageRow = z.infer<typeof LeaderboardPageRow>;

/**
 * A board's parts as `read.leaderboards` stores them, as JSON text (null without a board), with
 * the overall board's payouts and prize pool, and the versions they are.
 */
export const LeaderboardPartsRow = z.object({
  boardVersion: z.string().nullable(),
  overallVersion: z.string().nullable(),
  entries: z.string().nullable(),
  teams: z.string().nullable(),
  skins: z.string().nullable(),
  nassau: z.string().nullable(),
  summary: z.string().nullable(),
  payouts: z.string().nullable(),
  prizePoolCents: z.number().int().nullable(),
});
export type LeaderboardPartsRow = z.infer<typeof LeaderboardPartsRow>;

/** The leaderboard page of `roundNumber` (OVERALL_LEADERBOARD: every round together) without its board; null when there is no such game. */
export async function getLeaderboardPage(db: CommonQueryMethods, gameId: string, roundNumber: number): Promise<LeaderboardPageRow | null> {
  if (!isGameUuid(gameId)) return null;
  return db.maybeOne(sql.type(LeaderboardPageRow)`
    SELECT g.id, g.name, g.game_type AS "gameType", g.scoring_type AS "scoringType", g.status, g.number_of_rounds AS "numberOfRounds",
      g.current_round AS "currentRound", g.current_hole AS "currentHole",
      (SELECT coalesce(json_agg(json_build_object('roundNumber', r.round_number, 'status', r.status, 'courseName', c.name) ORDER BY r.round_number), '[]')
        FROM read.game_rounds r LEFT JOIN read.courses c ON c.id = r.course_id WHERE r.game_id = g.id) AS rounds,
      (SELECT b.version FROM read.leaderboards b WHERE b.game_id = g.id AND b.round_number = ${roundNumber}) AS "boardVersion",
      (SELECT o.version FROM read.leaderboards o WHERE o.game_id = g.id AND o.round_number = ${OVERALL_LEADERBOARD}) AS "overallVersion"
    FROM read.games g WHERE g.id = ${gameId}
  `);
}

/**
 * The stored parts of round `roundNumber`'s board and the overall board's payouts, by key. They
 * stay text, so the leaderboard route sends them on without parsing every hole of every player.
 */
export async function getLeaderboardParts(db: CommonQueryMethods, gameId: string, roundNumber: number): Promise<LeaderboardPartsRow> {
  const none: LeaderboardPartsRow = { boardVersion: null, overallVersion: null, entries: null, teams: null, skins: null, nassau: null, summary: null, payouts: null, prizePoolCents: null };
  if (!isGameUuid(gameId)) return none;
  const row = await db.maybeOne(sql.type(LeaderboardPartsRow)`
    SELECT b.version AS "boardVersion", o.version AS "overallVersion",
      b.entries::text AS entries, b.teams::text AS teams, b.skins::text AS skins, b.nassau::text AS nassau, b.summary::text AS summary,
      o.payouts::text AS payouts, o.prize_pool_cents AS "prizePoolCents"
    FROM (SELECT ${gameId}::uuid AS game_id) g
    LEFT JOIN read.leaderboards b ON b.game_id = g.game_id AND b.round_number = ${roundNumber}
    LEFT JOIN read.leaderboards o ON o.game_id = g.game_id AND o.round_number = ${OVERALL_LEADERBOARD}
  `);
  return row ?? none;
}
