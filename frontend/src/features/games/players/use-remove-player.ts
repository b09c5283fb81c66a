import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { gameKeys } from '../api/game-keys.ts';
import { removePlayer } from '../api/remove-player.ts';

/** Takes a player who is already in the game out of it (only while the game is in setup). */
export function useRemovePlayer(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['games', gameId, 'remove-player'],
    mutationFn: removePlayer,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: gameKeys.detail(gameId) });
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: serverMessageOr(error, 'Failed to remove the player. Please try again.'),
        variant: 'destructive',
      });
    },
  });
}
