import type { AdminStatsView } from '@golf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export const getAdminStats = () => apiJson<AdminStatsView>('GET', '/api/admin/stats');

/** Fetched afresh each time the Overview opens: an operator looks for what changed since. */
export const adminStatsQueryOptions = () => queryOptions({ queryKey: adminKeys.stats, queryFn: getAdminStats, refetchOnMount: 'always' });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
