import { sql, type CommonQueryMethods } from 'slonik';
import { CourseRow, courseRowColumns, isUuid, TeeSetRow, teeSetRowColumns, visibleTo } from './course-row.ts';

/** A course row with its tee sets (in the order they were added), each with holes by number. */
export type CourseWithTeeSets = CourseRow & { teeSets: TeeSetRow[] };

/** The tee sets of these courses, grouped by course id. */
async function teeSetsByCourse(db: CommonQueryMethods, courseIds: readonly string[]): Promise<Map<string, TeeSetRow[]>> {
  const grouped = new Map<string, TeeSetRow[]>(courseIds.map((id) => [id, []]));
  if (courseIds.length === 0) return grouped;
  const rows = await db.any(sql.type(TeeSetRow)`
    SELECT ${teeSetRowColumns} FROM read.tee_sets t
    WHERE t.course_id = ANY(${sql.array(courseIds, 'uuid')})
    ORDER BY t.course_id, t.ordinal, t.id
  `);
  for (const row of rows) grouped.get(row.courseId)?.push(row);
  return grouped;
}

/** Adds each course's tee sets to its row. */
export async function withTeeSets(db: CommonQueryMethods, courses: readonly CourseRow[]): Promise<CourseWithTeeSets[]> {
  const teeSets = await teeSetsByCourse(
    db,
    courses.map((course) => course.id),
  );
  return courses.map((course) => ({ ...course, teeSets: teeSets.get(course.id) ?? [] }));
}

/** Every course the user sees (global ones and their own), by name then location. */
export async function listVisibleCourses(db: CommonQueryMethods, userId: string): Promise<CourseWithTeeSets[]> {
  const courses = await db.any(sql.type(CourseRow)`
    SELECT ${courseRowColumns} FROM read.courses c
    WHERE ${visibleTo(userId)}
    ORDER BY lower(c.name), lower(c.location), c.id
  `);
  return withTeeSets(db, courses);
}

/** The course if the user sees it, with its tee sets; null otherwise (also for a non-uuid id). */
export async function getVisibleCourse(db: CommonQueryMethods, courseId: string, userId: string): Promise<CourseWithTeeSets | null> {
  if (!isUuid(courseId)) return null;
  const course = await db.maybeOne(sql.type(CourseRow)`
    SELECT ${courseRowColumns} FROM read.courses c WHERE c.id = ${courseId} AND ${visibleTo(userId)}
  `);
  if (!course) return null;
  const [withTees] = await withTeeSets(db, [course]);
  return withTees ?? null;
}

/**
 * Another user's course the user may still read because a round of a game they may open is
 * played on it (a player of a shared game needs its pars and stroke indexes); null otherwise.
 */
export async function getCourseOfOpenGame(
  db: CommonQueryMethods,
  courseId: string,
  holder: { userId: string; email: string | null },
): Promise<CourseWithTeeSets | null> {
  if (!isUuid(courseId)) return null;
  const course = await db.maybeOne(sql.type(CourseRow)`
    SELECT ${courseRowColumns} FROM read.courses c
    WHERE c.id = ${courseId} AND EXISTS (
      SELECT 1 FROM read.game_rounds r JOIN read.game_access a ON a.game_id = r.game_id
      WHERE r.course_id = c.id AND (a.user_id = ${holder.userId} OR (a.user_id IS NULL AND a.email = ${holder.email?.trim().toLowerCase() ?? null}::text)))
  `);
  if (!course) return null;
  const [withTees] = await withTeeSets(db, [course]);
  return withTees ?? null;
}
