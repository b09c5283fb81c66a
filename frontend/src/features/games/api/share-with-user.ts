import type { ShareCommandResponse, ShareWithUserBody } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { gameKeys } from './game-keys.ts';

export const shareWithUser = (gameId: string, body: ShareWithUserBody) =>
  apiJson<ShareCommandResponse>('POST', `/api/games/${gameId}/share-with-user`, body);

/**
 * Gives a registered player access to the game by e-mail. The spec calls this for every player
 * added with a verified account and only logs a failure: adding players never fails on it.
 * Resolves to whether the share was made.
 */
export async function shareWithPlayer(gameId: string, body: ShareWithUserBody): Promise<boolean> {
  try {
    await shareWithUser(gameId, body);
    return true;
  } catch (error) {
    console.warn(`Could not share game ${gameId} with ${body.email}:`, error);
    return false;
  }
}

/** The Email tab: share, then refresh the list of shares (spec 4: lists refresh after add, change or remove). */
export function useShareWithUser(gameId: string, { onSuccess }: { onSuccess?: (answer: ShareCommandResponse) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['games', gameId, 'share-with-user'],
    mutationFn: (body: ShareWithUserBody) => shareWithUser(gameId, body),
    onSuccess: async (answer) => {
      onSuccess?.(answer);
      await queryClient.invalidateQueries({ queryKey: gameKeys.shares(gameId) });
    },
    onError: (error) =>
      toast({ title: 'Failed to share game', description: serverMessageOr(error, 'Please try again'), variant: 'destructive' }),
  });
}
