import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';

/** The trip a game belongs to; null for a game outside trips or no such game. */
export async function findGameTripId(db: CommonQueryMethods, gameId: string): Promise<string | null> {
  if (!/^[0-9a-f-]{36}$/i.test(gameId)) return null;
  return db.maybeOneFirst(sql.type(z.object({ tripId: z.string().uuid().nullable() }))`
    SELECT trip_id AS "tripId" FROM read.games WHERE id = ${gameId}
  `);
}
