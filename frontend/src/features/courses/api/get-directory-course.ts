import type { DirectoryCourseDetailView } from '@golf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { directoryKeys } from './course-keys.ts';

/** One directory course as an import would create it: tee sets, warnings and notes. */
export const getDirectoryCourse = (directoryId: string) =>
  apiJson<DirectoryCourseDetailView>('GET', `/api/golf-courses/${encodeURIComponent(directoryId)}`);

export const directoryCourseQueryOptions = (directoryId: string) =>
  queryOptions({ queryKey: directoryKeys.course(directoryId), queryFn: () => getDirectoryCourse(directoryId) });

export function useDirectoryCourse(directoryId: string | null) {
  return useQuery({ ...directoryCourseQueryOptions(directoryId ?? ''), enabled: directoryId !== null });
}
