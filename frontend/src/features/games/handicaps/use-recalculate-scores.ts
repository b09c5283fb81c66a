import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { gameKeys } from '../api/game-keys.ts';
import { recalculateScores } from '../api/recalculate-scores.ts';

/** 'Recalculate All Scores': every saved hole score derived again from the current handicaps. */
export function useRecalculateScores(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['games', gameId, 'recalculate-scores'],
    mutationFn: () => recalculateScores(gameId),
    onSuccess: async ({ updatedScores }) => {
      toast({ title: 'Scores Recalculated', description: `${updatedScores} ${updatedScores === 1 ? 'score' : 'scores'} updated.` });
      await queryClient.invalidateQueries({ queryKey: gameKeys.detail(gameId) });
    },
    onError: () => {
      toast({ title: 'Recalculation Failed', description: 'Please try again.', variant: 'destructive' });
    },
  });
}
