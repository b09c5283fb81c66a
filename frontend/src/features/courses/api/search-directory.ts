import type { DirectorySearchResponse } from '@golf/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { directoryKeys } from './course-keys.ts';

/** Courses of the external directory whose name matches (more than 2 characters). */
export const searchDirectory = (query: string) =>
  apiJson<DirectorySearchResponse>('GET', `/api/golf-courses/search?query=${encodeURIComponent(query)}`);

export const directorySearchQueryOptions = (query: string) =>
  queryOptions({ queryKey: directoryKeys.search(query), queryFn: () => searchDirectory(query) });

export function useDirectorySearch(query: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...directorySearchQueryOptions(query), enabled, placeholderData: keepPreviousData });
}
