export { CourseRow, TeeSetRow, HoleRow } from './course-row.ts';
export { listVisibleCourses, getVisibleCourse, getCourseOfOpenGame, withTeeSets, type CourseWithTeeSets } from './list-visible-courses.ts';
export { searchVisibleCourses, COURSE_SEARCH_LIMIT } from './search-visible-courses.ts';
export { findTeeSetCourseId } from './find-tee-set-course.ts';
export { findVisibleCourseByNameAndLocation, SameNameCourse } from './find-visible-course-by-name.ts';
export { getCourseUsage, CourseUsageRow } from './get-course-usage.ts';
