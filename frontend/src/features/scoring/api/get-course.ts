import type { CourseView } from '@golf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { scoringKeys } from './scoring-keys.ts';

export const getCourse = (courseId: string) => apiJson<CourseView>('GET', `/api/courses/${courseId}`);

/**
 * The round's course with its tees: par and stroke index of every hole. Read fresh each time
 * a screen opens (staleTime 0), since an organiser may correct a tee between rounds.
 */
export const courseQueryOptions = (courseId: string) =>
  queryOptions({ queryKey: scoringKeys.course(courseId), queryFn: () => getCourse(courseId), staleTime: 0 });

export function useCourse(courseId: string | null) {
  return useQuery({ ...courseQueryOptions(courseId ?? ''), enabled: Boolean(courseId) });
}
