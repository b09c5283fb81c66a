import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { CourseRow, courseRowColumns } from '../courses/course-row.ts';
import { withTeeSets, type CourseWithTeeSets } from '../courses/list-visible-courses.ts';

export const TripCourseRow = z.object({
  id: z.string().uuid(),
  tripId: z.string().uuid(),
  courseId: z.string().uuid(),
  addedBy: z.string().uuid().nullable(),
  addedAt: z.string(),
});
export type TripCourseRow = z.infer<typeof TripCourseRow>;

/** The trip's courses in the order they were added, each with its course and tee sets (a deleted course drops out). */
export async function listTripCourses(
  db: CommonQueryMethods,
  tripId: string,
): Promise<Array<TripCourseRow & { course: CourseWithTeeSets }>> {
  const rows = await db.any(sql.type(TripCourseRow.extend({ course: CourseRow }))`
    SELECT tc.id, tc.trip_id AS "tripId", tc.course_id AS "courseId", tc.added_by AS "addedBy", tc.added_at AS "addedAt",
      (SELECT row_to_json(x) FROM (SELECT ${courseRowColumns} FROM read.courses c WHERE c.id = tc.course_id) x) AS course
    FROM read.trip_courses tc
    WHERE tc.trip_id = ${tripId} AND EXISTS (SELECT 1 FROM read.courses c WHERE c.id = tc.course_id)
    ORDER BY tc.added_at, tc.id
  `);
  const courses = await withTeeSets(
    db,
    rows.map((row) => row.course),
  );
  return rows.map((row, index) => ({ ...row, course: courses[index]! }));
}
