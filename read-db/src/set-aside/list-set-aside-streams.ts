import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { setAsideColumns, SetAsideStreamRow, type SetAsideKind } from './set-aside-rows.ts';

/** A set-aside stream with the name people know it by (the game's, trip's or course's name, the user's), when the read tables have one. */
export const NamedSetAsideStreamRow = SetAsideStreamRow.extend({ name: z.string().nullable() });
export type NamedSetAsideStreamRow = z.infer<typeof NamedSetAsideStreamRow>;

/** PostgreSQL's code for "relation does not exist": the read schema is not there (a rebuild is under way). */
const UNDEFINED_TABLE = '42P01';

/** Every stream set aside, the earliest failure first; none while the read schema is not there (a rebuild). */
export async function listSetAsideStreams(db: CommonQueryMethods): Promise<NamedSetAsideStreamRow[]> {
  const rows = await db
    .any(
      sql.type(NamedSetAsideStreamRow)`
    SELECT ${setAsideColumns}, CASE s.kind
      WHEN 'game' THEN (SELECT g.name FROM read.games g WHERE g.id::text = s.stream_id)
      WHEN 'trip' THEN (SELECT t.name FROM read.trips t WHERE t.id::text = s.stream_id)
      WHEN 'course' THEN (SELECT c.name FROM read.courses c WHERE c.id::text = s.stream_id)
      WHEN 'user' THEN (SELECT coalesce(nullif(concat_ws(' ', u.first_name, u.last_name), ''), u.username)
                        FROM read.users u WHERE u.id::text = s.stream_id)
    END AS name
    FROM read.set_aside_streams s ORDER BY s.from_position, s.stream
  `,
    )
    .catch((error: unknown) => {
      if ((error as { code?: unknown }).code === UNDEFINED_TABLE) return [];
      throw error;
    });
  return [...rows];
}

/** The set-aside row of one game, trip, course or user (by its id, any case); null when its stream is not set aside. */
export async function findSetAsideStream(db: CommonQueryMethods, kind: SetAsideKind, id: string): Promise<SetAsideStreamRow | null> {
  return db.maybeOne(sql.type(SetAsideStreamRow)`
    SELECT ${setAsideColumns} FROM read.set_aside_streams s WHERE s.kind = ${kind} AND s.stream_id = ${id.toLowerCase()}
  `);
}

/** The trip's games whose streams are set aside, oldest game first: what its standings leave out. */
export async function listSetAsideGamesOfTrip(db: CommonQueryMethods, tripId: string): Promise<Array<{ gameId: string; name: string }>> {
  const rows = await db.any(sql.type(z.object({ gameId: z.string(), name: z.string() }))`
    SELECT g.id AS "gameId", g.name FROM read.games g
    JOIN read.set_aside_streams s ON s.kind = 'game' AND s.stream_id = g.id::text
    WHERE g.trip_id = ${tripId}
    ORDER BY g.created_at, g.id
  `);
  return [...rows];
}
