import { sql, type CommonQueryMethods } from 'slonik';
import { CourseRow, courseRowColumns } from '../courses/course-row.ts';
import { withTeeSets, type CourseWithTeeSets } from '../courses/list-visible-courses.ts';

/** Every course of the library, global ones first, then by name and location: the admin's list. */
export async function listAllCourses(db: CommonQueryMethods): Promise<CourseWithTeeSets[]> {
  const courses = await db.any(sql.type(CourseRow)`
    SELECT ${courseRowColumns} FROM read.courses c
    ORDER BY c.is_global DESC, lower(c.name), lower(c.location), c.id
  `);
  return withTeeSets(db, courses);
}
