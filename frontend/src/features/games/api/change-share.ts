import type { ShareCommandResponse, UpdateShareBody } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { gameKeys } from './game-keys.ts';

export const updateShare = (shareId: string, body: UpdateShareBody) =>
  apiJson<ShareCommandResponse>('PATCH', `/api/game-shares/${shareId}`, body);
export const revokeShare = (shareId: string) => apiJson<{ position: string }>('DELETE', `/api/game-shares/${shareId}`);

/** A share's new level or players (the Manage tab); the list refreshes after. */
export function useUpdateShare(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['games', gameId, 'update-share'],
    mutationFn: ({ shareId, body }: { shareId: string; body: UpdateShareBody }) => updateShare(shareId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gameKeys.shares(gameId) }),
    onError: (error) =>
      toast({ title: 'Failed to update access', description: serverMessageOr(error, 'Please try again'), variant: 'destructive' }),
  });
}

/** Ends a share (the Manage tab's remove); the list refreshes after. */
export function useRevokeShare(gameId: string, { onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['games', gameId, 'revoke-share'],
    mutationFn: revokeShare,
    onSuccess: async () => {
      onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: gameKeys.shares(gameId) });
    },
    onError: (error) =>
      toast({ title: 'Failed to remove access', description: serverMessageOr(error, 'Please try again'), variant: 'destructive' }),
  });
}
