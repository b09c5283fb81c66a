import { sql } from 'slonik';
import { TripCourseAdded, TripCourseRemoved, TripCreated, TripMemberAdded, TripMemberRemoved, type RecordedEvent } from '@golf/events';
import { eventProjection, type EventHandlers } from '../event-projection.ts';
import type { EventProjection } from '../projection.ts';

/** Timestamps and "added by" come from the event, never from the clock, so a rebuild gives the same rows. */
const occurredAt = (event: Pick<RecordedEvent, 'metadata'>) => event.metadata.occurredAt;
const actor = (event: Pick<RecordedEvent, 'metadata'>) => event.metadata.userId;

const handled = [TripCreated, TripMemberAdded, TripMemberRemoved, TripCourseAdded, TripCourseRemoved] as const;

const handlers: EventHandlers<typeof handled> = {
  TripCreated: async (tx, event) => {
    const { data } = event;
    await tx.query(sql.unsafe`
      INSERT INTO read.trips (id, name, description, location, start_date, end_date, created_by, created_at)
      VALUES (${data.tripId}, ${data.name}, ${data.description}, ${data.location}, ${data.startDate}::date, ${data.endDate}::date,
              ${data.createdBy}, ${occurredAt(event)})
      ON CONFLICT (id) DO UPDATE SET
        name = EXCLUDED.name, description = EXCLUDED.description, location = EXCLUDED.location, start_date = EXCLUDED.start_date,
        end_date = EXCLUDED.end_date, created_by = EXCLUDED.created_by, created_at = EXCLUDED.created_at
    `);
  },

  TripMemberAdded: async (tx, event) => {
    const { data } = event;
    await tx.query(sql.unsafe`
      INSERT INTO read.trip_members (id, trip_id, user_id, role, added_by, added_at)
      VALUES (${data.memberId}, ${data.tripId}, ${data.userId}, ${data.role}, ${actor(event)}, ${occurredAt(event)})
      ON CONFLICT (trip_id, user_id) DO UPDATE SET
        id = EXCLUDED.id, role = EXCLUDED.role, added_by = EXCLUDED.added_by, added_at = EXCLUDED.added_at
    `);
  },

  TripMemberRemoved: async (tx, event) => {
    const { data } = event;
    await tx.query(sql.unsafe`DELETE FROM read.trip_members WHERE trip_id = ${data.tripId} AND user_id = ${data.userId}`);
  },

  TripCourseAdded: async (tx, event) => {
    const { data } = event;
    await tx.query(sql.unsafe`
      INSERT INTO read.trip_courses (id, trip_id, course_id, added_by, added_at)
      VALUES (${data.tripCourseId}, ${data.tripId}, ${data.courseId}, ${actor(event)}, ${occurredAt(event)})
      ON CONFLICT (trip_id, course_id) DO UPDATE SET id = EXCLUDED.id, added_by = EXCLUDED.added_by, added_at = EXCLUDED.added_at
    `);
  },

  TripCourseRemoved: async (tx, event) => {
    const { data } = event;
    await tx.query(sql.unsafe`DELETE FROM read.trip_courses WHERE trip_id = ${data.tripId} AND course_id = ${data.courseId}`);
  },
};

/** Maintains `read.trips`, `read.trip_members` and `read.trip_courses` (read-db migration 0014) from the trip-{id} streams. */
export const tripsProjection: EventProjection = eventProjection('trips', handled, handlers);
