import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { gameKeys } from '../api/game-keys.ts';
import { savePlayerRound } from '../api/save-player-round.ts';

export type TeeChoice = { playerId: string; teeSetId: string };

/** Saves players' tees for a round; the server works out each course handicap from the tee. */
export function useChooseTees(gameId: string, roundNumber: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['games', gameId, 'player-rounds', roundNumber],
    mutationFn: async (choices: TeeChoice[]) => {
      for (const choice of choices) await savePlayerRound(gameId, { ...choice, roundNumber });
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: gameKeys.playerRounds(gameId) });
    },
    onError: (error) => {
      toast({
        title: 'Update Failed',
        description: serverMessageOr(error, 'Failed to save the tee. Please try again.'),
        variant: 'destructive',
      });
    },
  });
}
