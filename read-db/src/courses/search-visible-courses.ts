import { sql, type CommonQueryMethods } from 'slonik';
import { likeLiteral } from '../users/search-users.ts';
import { CourseRow, courseRowColumns, visibleTo } from './course-row.ts';
import { withTeeSets, type CourseWithTeeSets } from './list-visible-courses.ts';

/** Hits per library search, at most. */
export const COURSE_SEARCH_LIMIT = 50;

/**
 * Courses the user sees whose name or location contains `query` (case-insensitive; % and _
 * literal). Name prefixes first, then by name; at most `limit`.
 */
export async function searchVisibleCourses(
  db: CommonQueryMethods,
  userId: string,
  query: string,
  limit: number = COURSE_SEARCH_LIMIT,
): Promise<CourseWithTeeSets[]> {
  const term = query.trim().toLowerCase();
  if (term === '') return [];
  const contains = `%${likeLiteral(term)}%`;
  const prefix = `${likeLiteral(term)}%`;
  const courses = await db.any(sql.type(CourseRow)`
    SELECT ${courseRowColumns} FROM read.courses c
    WHERE ${visibleTo(userId)} AND (lower(c.name) LIKE ${contains} OR lower(c.location) LIKE ${contains})
    ORDER BY CASE WHEN lower(c.name) LIKE ${prefix} THEN 0 ELSE 1 END, lower(c.name), lower(c.location), c.id
    LIMIT ${Math.max(1, Math.min(limit, COURSE_SEARCH_LIMIT))}
  `);
  return withTeeSets(db, courses);
}
