import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';

/** The trip a game belongs to; null for a game outside trips or no such game. */
export async function findGameTripId(db: CommonQueryMethods, gameId: string): Promise<string | null> {
  if (!/^[0-9a-f-]{36}$/i.test(gameId)) return null;
  return db.maybeOneFirst(sql.type(z.object({ tripId: z.string().uuid().nullable() }))`
    SELECT trip_id AS "tripId" FROM read.games WHERE id = ${gameId}
  `);
}

/** The trips of those of `gameIds` that belong to one, by game id: one query for a batch's games. */
export async function findGamesTripIds(db: CommonQueryMethods, gameIds: readonly string[]): Promise<Map<string, string>> {
  const ids = gameIds.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (ids.length === 0) return new Map();
  const rows = await db.any(sql.type(z.object({ gameId: z.string().uuid(), tripId: z.string().uuid() }))`
    SELECT id AS "gameId", trip_id AS "tripId" FROM read.games WHERE id = ANY(${sql.array(ids, 'uuid')}) AND trip_id IS NOT NULL
  `);
  return new Map(rows.map((row) => [row.gameId, row.tripId]));
}
