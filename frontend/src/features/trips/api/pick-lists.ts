import type { CourseSummaryView, SearchUsersResponse } from '@golf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { coursesQueryKeyRoot } from '../../../lib/course-query-key.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';

/** Shortest query the member search runs for (as the players wizard's user search). */
export const MEMBER_SEARCH_MIN_LENGTH = 2;

/** Registered users for the Add Member dialog; on failure the server's message, or 'Search failed'. */
export async function searchMembers(query: string): Promise<SearchUsersResponse> {
  try {
    return await apiJson<SearchUsersResponse>('POST', '/api/auth/search-users', { query });
  } catch (error) {
    throw new Error(serverMessageOr(error, 'Search failed'), { cause: error });
  }
}

export function useMemberSearch(query: string) {
  return useQuery(
    queryOptions({
      queryKey: ['/api/auth/search-users', query] as const,
      queryFn: () => searchMembers(query),
      enabled: query.length >= MEMBER_SEARCH_MIN_LENGTH,
      staleTime: 30_000,
    }),
  );
}

/** The organizer's course library (global courses and their own), for the Add Course dialog. */
export function useLibraryCourses(enabled: boolean) {
  return useQuery({
    queryKey: [...coursesQueryKeyRoot, 'list'] as const,
    queryFn: () => apiJson<CourseSummaryView[]>('GET', '/api/courses'),
    enabled,
  });
}
