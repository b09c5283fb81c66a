import { sql, type CommonQueryMethods } from 'slonik';
import { CourseRow, courseRowColumns, isUuid } from '../courses/course-row.ts';
import { withTeeSets, type CourseWithTeeSets } from '../courses/list-visible-courses.ts';
import { RoundCourseRow } from './game-rows.ts';

/**
 * A course with its tee sets and holes, whoever owns it: the course a game's round plays
 * (chosen by the game's admin when they could see it) must stay usable for the game. Null when
 * the course is gone.
 */
export async function getRoundCourse(db: CommonQueryMethods, courseId: string): Promise<CourseWithTeeSets | null> {
  if (!isUuid(courseId)) return null;
  const course = await db.maybeOne(sql.type(CourseRow)`SELECT ${courseRowColumns} FROM read.courses c WHERE c.id = ${courseId}`);
  if (!course) return null;
  const [withTees] = await withTeeSets(db, [course]);
  return withTees ?? null;
}

/** The round-course summaries of these courses, by id (those that exist). */
export async function getRoundCourseSummaries(db: CommonQueryMethods, courseIds: readonly string[]): Promise<Map<string, RoundCourseRow>> {
  const ids = [...new Set(courseIds.filter(isUuid))];
  if (ids.length === 0) return new Map();
  const rows = await db.any(sql.type(RoundCourseRow)`
    SELECT c.id, c.name, c.location, c.holes, c.is_global AS "isGlobal", c.created_by AS "createdBy"
    FROM read.courses c WHERE c.id = ANY(${sql.array(ids, 'uuid')})
  `);
  return new Map(rows.map((row) => [row.id, row]));
}
