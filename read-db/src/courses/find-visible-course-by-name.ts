import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { visibleTo } from './course-row.ts';

export const SameNameCourse = z.object({ id: z.string().uuid(), name: z.string(), location: z.string() });
export type SameNameCourse = z.infer<typeof SameNameCourse>;

/**
 * A course the user sees with this name and location (trimmed, case-insensitive), other than
 * `excludeCourseId`; null when there is none. The duplicate check of course creation.
 */
export async function findVisibleCourseByNameAndLocation(
  db: CommonQueryMethods,
  match: { userId: string | null; name: string; location: string; excludeCourseId?: string | null },
): Promise<SameNameCourse | null> {
  return db.maybeOne(sql.type(SameNameCourse)`
    SELECT c.id, c.name, c.location FROM read.courses c
    WHERE ${visibleTo(match.userId)}
      AND lower(trim(c.name)) = ${match.name.trim().toLowerCase()}
      AND lower(trim(c.location)) = ${match.location.trim().toLowerCase()}
      AND c.id IS DISTINCT FROM ${match.excludeCourseId ?? null}::uuid
    ORDER BY c.created_at, c.id
    LIMIT 1
  `);
}
