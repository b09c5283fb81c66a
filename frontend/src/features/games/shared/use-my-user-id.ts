import type { UserView } from '@golf/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '../../../lib/current-user-key.ts';

/** The signed-in user's id, as the session already holds it (no request); undefined for a visitor. */
export function useMyUserId(): string | undefined {
  return useQueryClient().getQueryData<UserView | null>(currentUserQueryKey)?.id;
}
