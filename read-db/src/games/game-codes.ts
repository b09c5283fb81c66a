import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';

export const GameCodeRow = z.object({ gameId: z.string().uuid(), accessLevel: z.enum(['admin', 'player', 'viewer']) });
export type GameCodeRow = z.infer<typeof GameCodeRow>;

/** The game a current code belongs to and the level it grants; null for an unknown or replaced code. */
export async function findGameByCode(db: CommonQueryMethods, code: string): Promise<GameCodeRow | null> {
  return db.maybeOne(sql.type(GameCodeRow)`
    SELECT game_id AS "gameId", access_level AS "accessLevel" FROM read.game_codes WHERE code = ${code.trim().toUpperCase()} AND NOT retired
  `);
}

/** Which of `codes` some game uses or once used (so new codes are drawn again). */
export async function takenGameCodes(db: CommonQueryMethods, codes: readonly string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await db.anyFirst(sql.type(z.object({ code: z.string() }))`
    SELECT code FROM read.game_codes WHERE code = ANY(${sql.array([...codes], 'text')})
  `);
  return [...rows];
}

/** The game of a player; null for an unknown player. */
export async function findPlayerGameId(db: CommonQueryMethods, playerId: string): Promise<string | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(playerId)) return null;
  return db.maybeOneFirst(
    sql.type(z.object({ gameId: z.string().uuid() }))`SELECT game_id AS "gameId" FROM read.game_players WHERE id = ${playerId}`,
  );
}
