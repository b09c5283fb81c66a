import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { isUuid } from './course-row.ts';

/** The id of the course a tee set belongs to, or null when the tee set is unknown (or the id is no uuid). */
export async function findTeeSetCourseId(db: CommonQueryMethods, teeSetId: string): Promise<string | null> {
  if (!isUuid(teeSetId)) return null;
  return db.maybeOneFirst(sql.type(z.object({ courseId: z.string().uuid() }))`
    SELECT t.course_id AS "courseId" FROM read.tee_sets t WHERE t.id = ${teeSetId}
  `);
}
