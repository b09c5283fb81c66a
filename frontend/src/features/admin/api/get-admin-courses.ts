import type { AdminCoursesResponse } from '@golf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export const getAdminCourses = () => apiJson<AdminCoursesResponse>('GET', '/api/admin/courses');

export const adminCoursesQueryOptions = () => queryOptions({ queryKey: adminKeys.courses, queryFn: getAdminCourses });

export function useAdminCourses() {
  return useQuery(adminCoursesQueryOptions());
}
