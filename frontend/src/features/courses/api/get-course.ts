import type { CourseView } from '@golf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { courseKeys } from './course-keys.ts';

/** One course with its tee sets and holes; 404 for a course the user may not see. */
export const getCourse = (courseId: string) => apiJson<CourseView>('GET', `/api/courses/${encodeURIComponent(courseId)}`);

export const courseQueryOptions = (courseId: string) =>
  queryOptions({ queryKey: courseKeys.detail(courseId), queryFn: () => getCourse(courseId) });

export function useCourse(courseId: string) {
  return useQuery(courseQueryOptions(courseId));
}
