import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { GameRow, gameRowColumns } from './game-rows.ts';

/** A game in the caller's list: the game row plus what the cards show. */
export const GameSummaryRow = GameRow.extend({
  playerCount: z.number().int(),
  firstRoundCourse: z.object({ id: z.string().uuid(), name: z.string(), holes: z.union([z.literal(9), z.literal(18)]) }).nullable(),
  /** The caller's player in the game, if they play in it. */
  myPlayerId: z.string().uuid().nullable(),
});
export type GameSummaryRow = z.infer<typeof GameSummaryRow>;

export interface GameListOptions {
  status?: 'setup' | 'in_progress' | 'completed' | undefined;
  limit?: number | undefined;
}

/** Games a list returns at most. */
export const GAME_LIST_LIMIT = 100;

/**
 * The games a user created or plays in (as a registered player), newest first: the home
 * dashboard's current games (status in_progress) and recent ones (completed, limit 5), and /games.
 */
export async function listGamesForUser(db: CommonQueryMethods, userId: string, options: GameListOptions = {}): Promise<GameSummaryRow[]> {
  const status = options.status === undefined ? sql.fragment`TRUE` : sql.fragment`g.status = ${options.status}`;
  const limit = Math.max(1, Math.min(options.limit ?? GAME_LIST_LIMIT, GAME_LIST_LIMIT));
  const rows = await db.any(sql.type(GameSummaryRow)`
    SELECT ${gameRowColumns},
      (SELECT count(*)::int FROM read.game_players p WHERE p.game_id = g.id) AS "playerCount",
      (SELECT json_build_object('id', c.id, 'name', c.name, 'holes', c.holes)
         FROM read.game_rounds r JOIN read.courses c ON c.id = r.course_id
        WHERE r.game_id = g.id AND r.round_number = 1) AS "firstRoundCourse",
      (SELECT p.id FROM read.game_players p WHERE p.game_id = g.id AND p.user_id = ${userId}::uuid
        ORDER BY p.added_position LIMIT 1) AS "myPlayerId"
    FROM read.games g
    WHERE (g.created_by = ${userId}::uuid
       OR EXISTS (SELECT 1 FROM read.game_players p WHERE p.game_id = g.id AND p.user_id = ${userId}::uuid))
      AND ${status}
    ORDER BY g.created_at DESC, g.id
    LIMIT ${limit}
  `);
  return [...rows];
}
