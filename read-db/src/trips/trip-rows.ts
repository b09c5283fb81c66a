import { sql, type FragmentSqlToken } from 'slonik';
import { z } from 'zod';

/** A row of `read.trips`, camel-cased, with the role of the user it was read for. */
export const TripRow = z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  createdBy: z.string().uuid(),
  createdAt: z.string(),
  myRole: z.enum(['member', 'organizer']),
});
export type TripRow = z.infer<typeof TripRow>;

/** The select list producing a TripRow from `read.trips t` joined with the reader's `read.trip_members m`. */
export const tripRowColumns: FragmentSqlToken = sql.fragment`
  t.id, t.name, t.description, t.location, t.start_date AS "startDate", t.end_date AS "endDate",
  t.created_by AS "createdBy", t.created_at AS "createdAt", m.role AS "myRole"
`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isTripUuid = (id: string) => UUID.test(id);
