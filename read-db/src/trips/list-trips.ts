import { sql, type CommonQueryMethods } from 'slonik';
import { TripRow, tripRowColumns, isTripUuid } from './trip-rows.ts';

/** The trips the user is a member of (any role), soonest start first, then newest. */
export async function listTripsOfMember(db: CommonQueryMethods, userId: string): Promise<TripRow[]> {
  const rows = await db.any(sql.type(TripRow)`
    SELECT ${tripRowColumns} FROM read.trips t JOIN read.trip_members m ON m.trip_id = t.id AND m.user_id = ${userId}
    ORDER BY t.start_date NULLS LAST, t.created_at DESC, t.id
  `);
  return [...rows];
}

/** The trip as `userId` sees it (with their role); null when there is no such trip or they are not a member. */
export async function getTripOfMember(db: CommonQueryMethods, tripId: string, userId: string): Promise<TripRow | null> {
  if (!isTripUuid(tripId)) return null;
  return db.maybeOne(sql.type(TripRow)`
    SELECT ${tripRowColumns} FROM read.trips t JOIN read.trip_members m ON m.trip_id = t.id AND m.user_id = ${userId}
    WHERE t.id = ${tripId}
  `);
}
