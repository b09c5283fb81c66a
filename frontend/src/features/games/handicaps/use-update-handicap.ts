import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { gameKeys } from '../api/game-keys.ts';
import { updateCourseHandicaps } from '../api/update-course-handicaps.ts';

export type HandicapUpdate = { playerId: string; courseHandicap: number; playerName: string };

/** Sets one player's course handicap for a round by hand; it shows as 'Manually Adjusted'. */
export function useUpdateHandicap(gameId: string, roundNumber: number, { onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['games', gameId, 'update-course-handicaps', roundNumber],
    mutationFn: ({ playerId, courseHandicap }: HandicapUpdate) =>
      updateCourseHandicaps(gameId, { roundNumber, handicapUpdates: [{ playerId, courseHandicap }] }),
    onSuccess: async (_answer, { playerName, courseHandicap }) => {
      toast({ title: 'Handicap Updated', description: `${playerName}: course handicap ${courseHandicap}.` });
      onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: gameKeys.playerRounds(gameId) });
    },
    onError: () => {
      toast({ title: 'Update Failed', description: 'Failed to update handicap. Please try again.', variant: 'destructive' });
    },
  });
}
