import type { AdminUsersResponse } from '@golf/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export const getAdminUsers = (search: string) =>
  apiJson<AdminUsersResponse>('GET', search ? `/api/admin/users?search=${encodeURIComponent(search)}` : '/api/admin/users');

/** The users list for a search (empty: everyone, newest first); the last list stays while the next loads. */
export const adminUsersQueryOptions = (search: string) =>
  queryOptions({ queryKey: adminKeys.users(search), queryFn: () => getAdminUsers(search), placeholderData: keepPreviousData });

export function useAdminUsers(search: string) {
  return useQuery(adminUsersQueryOptions(search));
}
