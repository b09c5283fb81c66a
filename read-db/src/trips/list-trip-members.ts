import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';

/** A trip member with the user as the member views show them. */
export const TripMemberRow = z.object({
  id: z.string().uuid(),
  tripId: z.string().uuid(),
  userId: z.string().uuid(),
  role: z.enum(['member', 'organizer']),
  addedBy: z.string().uuid().nullable(),
  addedAt: z.string(),
  user: z.object({
    id: z.string().uuid(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
    handicap: z.number().nullable(),
    appHandicapIndex: z.number().nullable(),
    useAppIndex: z.boolean(),
  }),
});
export type TripMemberRow = z.infer<typeof TripMemberRow>;

/** The trip's members in the order they were added, each with the app's Handicap Index of them and their choice of index. */
export async function listTripMembers(db: CommonQueryMethods, tripId: string): Promise<TripMemberRow[]> {
  const rows = await db.any(sql.type(TripMemberRow)`
    SELECT m.id, m.trip_id AS "tripId", m.user_id AS "userId", m.role, m.added_by AS "addedBy", m.added_at AS "addedAt",
      json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'email', u.email, 'handicap', u.handicap,
        'appHandicapIndex', h.handicap_index, 'useAppIndex', coalesce(h.use_app_index, false)) AS "user"
    FROM read.trip_members m JOIN read.users u ON u.id = m.user_id LEFT JOIN read.handicap_records h ON h.user_id = u.id
    WHERE m.trip_id = ${tripId}
    ORDER BY m.added_at, m.id
  `);
  return [...rows];
}
