import type { CourseView } from '@golf/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { courseKeys } from './course-keys.ts';

/**
 * After any change to a course: show the course the command answered at once, and refetch every
 * course read (lists, searches, details). The refetch carries the command's position, so it
 * cannot bring back the state from before the change.
 */
export async function refreshCourses(queryClient: QueryClient, course?: CourseView): Promise<void> {
  if (course) queryClient.setQueryData(courseKeys.detail(course.id), course);
  await queryClient.invalidateQueries({ queryKey: courseKeys.all });
}
