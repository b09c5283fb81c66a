import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { gameKeys } from './game-keys.ts';

export const deleteGame = (gameId: string) => apiJson<{ position: string }>('DELETE', `/api/games/${gameId}`);

/** On success the games list is refreshed, as the spec says. */
export function useDeleteGame({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['games', 'delete'],
    mutationFn: deleteGame,
    onSuccess: async (_answer, gameId) => {
      queryClient.removeQueries({ queryKey: gameKeys.detail(gameId) });
      onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: gameKeys.all, exact: true });
    },
    onError: () => {
      toast({ title: 'Error', description: 'Failed to delete game. Please try again.', variant: 'destructive' });
    },
  });
}
