import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { isTripUuid } from './trip-rows.ts';

/** What a trip's live streams follow: who may (its members) and which games (oldest first). */
export const TripFollowedRow = z.object({
  tripId: z.string().uuid(),
  memberIds: z.array(z.string().uuid()),
  gameIds: z.array(z.string().uuid()),
});
export type TripFollowedRow = z.infer<typeof TripFollowedRow>;

/** In one round trip for all these trips: each one's members and games, by trip id (a trip that is gone is absent). */
export async function getTripsFollowed(db: CommonQueryMethods, tripIds: readonly string[]): Promise<Map<string, TripFollowedRow>> {
  const ids = tripIds.filter(isTripUuid);
  if (ids.length === 0) return new Map();
  const rows = await db.any(sql.type(TripFollowedRow)`
    SELECT t.id AS "tripId",
      coalesce((SELECT json_agg(m.user_id) FROM read.trip_members m WHERE m.trip_id = t.id), '[]') AS "memberIds",
      coalesce((SELECT json_agg(g.id ORDER BY g.created_at, g.id) FROM read.games g WHERE g.trip_id = t.id), '[]') AS "gameIds"
    FROM read.trips t WHERE t.id = ANY(${sql.array(ids, 'uuid')})
  `);
  return new Map(rows.map((row) => [row.tripId, row]));
}
