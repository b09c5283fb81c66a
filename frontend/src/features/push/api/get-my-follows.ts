import type { PushSubscriptionsView } from '@golf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client.ts';
import { pushKeys } from './push-keys.ts';

export const myFollowsQueryOptions = () =>
  queryOptions({ queryKey: pushKeys.mine, queryFn: () => apiJson<PushSubscriptionsView>('GET', '/api/push/subscriptions'), staleTime: 0 });

/** What the signed-in user follows with notifications (every phone of theirs). */
export function useMyFollows() {
  return useQuery(myFollowsQueryOptions());
}
