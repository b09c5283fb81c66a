import type { SearchUsersResponse } from '@golf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';

/** On failure the server's message, or 'Search failed', is thrown (spec section 7). */
export async function searchUsers(query: string): Promise<SearchUsersResponse> {
  try {
    return await apiJson<SearchUsersResponse>('POST', '/api/auth/search-users', { query });
  } catch (error) {
    throw new Error(serverMessageOr(error, 'Search failed'), { cause: error });
  }
}

/** Shortest query the search runs for. */
export const USER_SEARCH_MIN_LENGTH = 2;

export const userSearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['/api/auth/search-users', query] as const,
    queryFn: () => searchUsers(query),
    enabled: query.length >= USER_SEARCH_MIN_LENGTH,
    staleTime: 30_000,
  });

export function useUserSearch(query: string) {
  return useQuery(userSearchQueryOptions(query));
}
