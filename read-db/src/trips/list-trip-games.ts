import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';

/** A game of a trip as the trip's Games tab shows it. */
export const TripGameRow = z.object({
  id: z.string().uuid(),
  name: z.string(),
  gameType: z.string(),
  status: z.enum(['setup', 'in_progress', 'completed']),
  playerCount: z.number().int(),
  createdAt: z.string(),
});
export type TripGameRow = z.infer<typeof TripGameRow>;

/** The games created in the trip, oldest first (the order the trip played them). */
export async function listTripGames(db: CommonQueryMethods, tripId: string): Promise<TripGameRow[]> {
  const rows = await db.any(sql.type(TripGameRow)`
    SELECT g.id, g.name, g.game_type AS "gameType", g.status, g.created_at AS "createdAt",
      (SELECT count(*)::int FROM read.game_players p WHERE p.game_id = g.id) AS "playerCount"
    FROM read.games g WHERE g.trip_id = ${tripId}
    ORDER BY g.created_at, g.id
  `);
  return [...rows];
}

/**
 * The stored overall leaderboard of each game of the trip, oldest game first, as the projector
 * wrote it (JSON text); a game whose stream is set aside is left out (its board is not current).
 */
export async function listTripOverallBoards(db: CommonQueryMethods, tripId: string): Promise<string[]> {
  const rows = await db.anyFirst(sql.type(z.object({ view: z.string() }))`
    SELECT l.view::text AS view FROM read.games g JOIN read.leaderboards l ON l.game_id = g.id AND l.round_number = 0
    WHERE g.trip_id = ${tripId}
      AND NOT EXISTS (SELECT 1 FROM read.set_aside_streams s WHERE s.kind = 'game' AND s.stream_id = g.id::text)
    ORDER BY g.created_at, g.id
  `);
  return [...rows];
}
