import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { RecordedEvent, TeeSetData } from '@golf/events';
import { CourseCreated, CourseDeleted, CourseUpdated, TeeSetAdded, TeeSetRemoved, TeeSetUpdated } from '@golf/events';
import { eventProjection, type EventHandlers } from '../event-projection.ts';
import type { EventProjection } from '../projection.ts';

/** Every timestamp comes from the event, never from the clock, so a rebuild gives the same rows. */
const occurredAt = (event: Pick<RecordedEvent, 'metadata'>) => event.metadata.occurredAt;

/** The holes as stored: ordered by hole number. */
const holesJson = (teeSet: TeeSetData) => sql.jsonb([...teeSet.holes].sort((a, b) => a.holeNumber - b.holeNumber));

/**
 * Upserts a tee set. A new one takes the next ordinal of its course (given for the tee sets of
 * CourseCreated); a replay keeps its ordinal and lands on the same values.
 */
async function upsertTeeSet(tx: DatabaseTransactionConnection, courseId: string, teeSet: TeeSetData, at: string, ordinal: number | null) {
  await tx.query(sql.unsafe`
    INSERT INTO read.tee_sets (id, course_id, ordinal, name, color, rating, slope, total_yardage, holes, created_at, updated_at)
    VALUES (
      ${teeSet.teeSetId}, ${courseId},
      coalesce(${ordinal}::int, (SELECT coalesce(max(ordinal) + 1, 0) FROM read.tee_sets WHERE course_id = ${courseId})),
      ${teeSet.name}, ${teeSet.color}, ${teeSet.rating}, ${teeSet.slope}, ${teeSet.totalYardage}, ${holesJson(teeSet)}, ${at}, ${at})
    ON CONFLICT (id) DO UPDATE SET
      name = EXCLUDED.name, color = EXCLUDED.color, rating = EXCLUDED.rating, slope = EXCLUDED.slope,
      total_yardage = EXCLUDED.total_yardage, holes = EXCLUDED.holes, updated_at = EXCLUDED.updated_at
  `);
}

const handled = [CourseCreated, CourseUpdated, CourseDeleted, TeeSetAdded, TeeSetUpdated, TeeSetRemoved] as const;

const handlers: EventHandlers<typeof handled> = {
  CourseCreated: async (tx, event) => {
    const { data } = event;
    const at = occurredAt(event);
    await tx.query(sql.unsafe`
      INSERT INTO read.courses (id, name, location, holes, image_url, source, source_ref, is_global, created_by, created_at, updated_at)
      VALUES (${data.courseId}, ${data.name}, ${data.location}, ${data.holes}, ${data.imageUrl}, ${data.source}, ${data.sourceRef},
              ${data.isGlobal}, ${data.createdBy}, ${at}, ${at})
      ON CONFLICT (id) DO UPDATE SET
        name = EXCLUDED.name, location = EXCLUDED.location, holes = EXCLUDED.holes, image_url = EXCLUDED.image_url,
        source = EXCLUDED.source, source_ref = EXCLUDED.source_ref, is_global = EXCLUDED.is_global,
        created_by = EXCLUDED.created_by, created_at = EXCLUDED.created_at, updated_at = EXCLUDED.updated_at
    `);
    for (const [index, teeSet] of data.teeSets.entries()) await upsertTeeSet(tx, data.courseId, teeSet, at, index);
  },

  CourseUpdated: async (tx, event) => {
    const { courseId, changes } = event.data;
    const has = (field: keyof typeof changes) => changes[field] !== undefined;
    // Only the fields present in the event change; `imageUrl: null` removes the image.
    await tx.query(sql.unsafe`
      UPDATE read.courses SET
        name = CASE WHEN ${has('name')} THEN ${changes.name ?? null}::text ELSE name END,
        location = CASE WHEN ${has('location')} THEN ${changes.location ?? null}::text ELSE location END,
        holes = CASE WHEN ${has('holes')} THEN ${changes.holes ?? null}::int ELSE holes END,
        image_url = CASE WHEN ${has('imageUrl')} THEN ${changes.imageUrl ?? null}::text ELSE image_url END,
        updated_at = ${occurredAt(event)}
      WHERE id = ${courseId}
    `);
  },

  CourseDeleted: async (tx, event) => {
    const { courseId } = event.data;
    await tx.query(sql.unsafe`DELETE FROM read.tee_sets WHERE course_id = ${courseId}`);
    await tx.query(sql.unsafe`DELETE FROM read.courses WHERE id = ${courseId}`);
  },

  TeeSetAdded: async (tx, event) => {
    const { courseId, teeSet } = event.data;
    await upsertTeeSet(tx, courseId, teeSet, occurredAt(event), null);
  },

  TeeSetUpdated: async (tx, event) => {
    const { courseId, teeSet } = event.data;
    await upsertTeeSet(tx, courseId, teeSet, occurredAt(event), null);
  },

  TeeSetRemoved: async (tx, event) => {
    const { teeSet } = event.data;
    await tx.query(sql.unsafe`DELETE FROM read.tee_sets WHERE id = ${teeSet.teeSetId}`);
  },
};

/** Maintains `read.courses` and `read.tee_sets` (read-db/migrations/0003_courses.sql) from the course-{id} streams. */
export const coursesProjection: EventProjection = eventProjection('courses', handled, handlers);
