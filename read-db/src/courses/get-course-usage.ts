import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { isUuid } from './course-row.ts';

/** A game that plays the course in one of its rounds. */
export const CourseUsageRow = z.object({ gameId: z.string().uuid(), gameName: z.string() });
export type CourseUsageRow = z.infer<typeof CourseUsageRow>;

/** The games using a course (from `read.course_usage`, kept by the games projection), by name. */
export async function getCourseUsage(db: CommonQueryMethods, courseId: string): Promise<CourseUsageRow[]> {
  if (!isUuid(courseId)) return [];
  const rows = await db.any(sql.type(CourseUsageRow)`
    SELECT u.game_id AS "gameId", u.game_name AS "gameName" FROM read.course_usage u
    WHERE u.course_id = ${courseId}
    ORDER BY lower(u.game_name), u.game_id
  `);
  return [...rows];
}
