import type { CourseSearchResponse } from '@golf/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { FETCH_COURSES_FAILED } from './get-courses.ts';
import { courseKeys } from './course-keys.ts';

/** The user's library matched by name and location. */
export async function searchCourses(query: string): Promise<CourseSearchResponse> {
  try {
    return await apiJson<CourseSearchResponse>('GET', `/api/courses/search?query=${encodeURIComponent(query)}`);
  } catch {
    throw new Error(FETCH_COURSES_FAILED);
  }
}

export const searchCoursesQueryOptions = (query: string) =>
  queryOptions({ queryKey: courseKeys.search(query), queryFn: () => searchCourses(query) });

/** Runs only for a non-blank query; keeps the last results on screen while the next ones load. */
export function useSearchCourses(query: string) {
  return useQuery({ ...searchCoursesQueryOptions(query), enabled: query !== '', placeholderData: keepPreviousData });
}
