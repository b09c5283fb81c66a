import type { CourseSummaryView } from '@golf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';

/** Own key (not the URL): the course library feature caches its own reads under theirs. */
const coursesKey = ['games', 'courses'] as const;

export const getCourses = () => apiJson<CourseSummaryView[]>('GET', '/api/courses');

/**
 * The courses the user may play: global ones and their own. Read again whenever a game screen
 * opens, so a course added in the library a moment ago is offered.
 */
export const coursesQueryOptions = () => queryOptions({ queryKey: coursesKey, queryFn: getCourses, staleTime: 0 });

export function useCourses() {
  return useQuery(coursesQueryOptions());
}
