import type { CourseView } from '@golf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';

/** Own key (not the URL): the course library feature caches its own reads under theirs. */
const courseKey = (courseId: string) => ['games', 'course', courseId] as const;

export const getCourse = (courseId: string) => apiJson<CourseView>('GET', `/api/courses/${courseId}`);

/** A course with its tee sets and their holes (rating, slope, par and stroke index). */
export const courseQueryOptions = (courseId: string) =>
  queryOptions({ queryKey: courseKey(courseId), queryFn: () => getCourse(courseId), staleTime: 0 });

export function useCourse(courseId: string | null) {
  return useQuery({ ...courseQueryOptions(courseId ?? ''), enabled: Boolean(courseId) });
}
