import type { CourseSummaryView } from '@golf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { courseKeys } from './course-keys.ts';

/** The spec's message when the library cannot be read (the 401 is still handled by the client). */
export const FETCH_COURSES_FAILED = 'Failed to fetch courses';

/** Courses the user sees (global ones and their own), each with its tee sets but not their holes. */
export async function getCourses(): Promise<CourseSummaryView[]> {
  try {
    return await apiJson<CourseSummaryView[]>('GET', '/api/courses');
  } catch {
    throw new Error(FETCH_COURSES_FAILED);
  }
}

export const coursesQueryOptions = () => queryOptions({ queryKey: courseKeys.list(), queryFn: getCourses });

export function useCourses({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...coursesQueryOptions(), enabled });
}
