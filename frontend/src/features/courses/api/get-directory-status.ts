import type { DirectoryStatusView } from '@golf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { directoryKeys } from './course-keys.ts';

/** Whether this server has an external course directory to search. */
export const getDirectoryStatus = () => apiJson<DirectoryStatusView>('GET', '/api/golf-courses/status');

export const directoryStatusQueryOptions = () => queryOptions({ queryKey: directoryKeys.status(), queryFn: getDirectoryStatus });

export function useDirectoryStatus() {
  return useQuery(directoryStatusQueryOptions());
}
