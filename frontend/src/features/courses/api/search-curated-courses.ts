import type { CuratedSearchResponse } from '@golf/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { curatedKeys } from './course-keys.ts';

/** The curated directory matched by name and location (3 to 100 characters). */
export const searchCuratedCourses = (query: string) =>
  apiJson<CuratedSearchResponse>('GET', `/api/curated-courses/search?query=${encodeURIComponent(query)}`);

export const curatedSearchQueryOptions = (query: string) =>
  queryOptions({ queryKey: curatedKeys.search(query), queryFn: () => searchCuratedCourses(query) });

export function useCuratedSearch(query: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...curatedSearchQueryOptions(query), enabled, placeholderData: keepPreviousData });
}
