import type { UserView } from '@golf/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '../../../lib/current-user-key.ts';

/** The signed-in user as the session already holds them (no request); undefined for a visitor. */
export function useMe(): UserView | undefined {
  return useQueryClient().getQueryData<UserView | null>(currentUserQueryKey) ?? undefined;
}
