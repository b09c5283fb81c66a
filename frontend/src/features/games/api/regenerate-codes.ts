import type { GameCommandResponse } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { gameKeys } from './game-keys.ts';

export const regenerateCodes = (gameId: string) => apiJson<GameCommandResponse>('POST', `/api/games/${gameId}/regenerate-codes`);

/** New codes: the old links stop working, so the cached links, shares and game are read again. */
export function useRegenerateCodes(gameId: string, { onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['games', gameId, 'regenerate-codes'],
    mutationFn: () => regenerateCodes(gameId),
    onSuccess: async ({ game }) => {
      onSuccess?.();
      queryClient.setQueryData(gameKeys.detail(gameId), game);
      queryClient.removeQueries({ queryKey: ['games', gameId, 'share-links'] });
      await queryClient.invalidateQueries({ queryKey: gameKeys.shares(gameId) });
      toast({ title: 'New codes made', description: 'The old links and codes no longer open this game.' });
    },
    onError: (error) =>
      toast({ title: 'Failed to make new codes', description: serverMessageOr(error, 'Please try again'), variant: 'destructive' }),
  });
}
