import type { CalculateCourseHandicapsBody } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { calculateCourseHandicaps } from '../api/calculate-course-handicaps.ts';
import { gameKeys } from '../api/game-keys.ts';

/** Works out the round's course handicaps (one tee for all, or 'all' = each player's tee). */
export function useCalculateHandicaps(gameId: string, { onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['games', gameId, 'calculate-course-handicaps'],
    mutationFn: (body: CalculateCourseHandicapsBody) => calculateCourseHandicaps(gameId, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: gameKeys.playerRounds(gameId) });
      onSuccess?.();
    },
    onError: () => {
      toast({
        title: 'Calculation Failed',
        description: 'Failed to calculate course handicaps. Please try again.',
        variant: 'destructive',
      });
    },
  });
}
