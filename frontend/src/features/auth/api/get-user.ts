import type { UserView } from '@golf/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, queryKeyToUrl } from '../../../lib/api-client.ts';
import { getAuthToken } from '../../../lib/auth-token.ts';
import { currentUserQueryKey } from '../../../lib/current-user-key.ts';

/**
 * The signed-in user, or null for a visitor. Without a stored token there is nobody to ask
 * about, so no request is made: a visitor's 401 would otherwise bounce them off the landing page.
 */
export async function getUser(): Promise<UserView | null> {
  if (!getAuthToken()) return null;
  return apiJson<UserView>('GET', queryKeyToUrl(currentUserQueryKey));
}

export const userQueryOptions = () => queryOptions({ queryKey: currentUserQueryKey, queryFn: getUser, retry: false });

export function useUser() {
  return useQuery(userQueryOptions());
}
