import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { gameKeys } from '../api/game-keys.ts';
import { startRound } from '../api/start-round.ts';

/** Starts a round (round 1 puts the game in progress) and opens live scoring. */
export function useStartRound(gameId: string, roundNumber: number) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: ['games', gameId, 'start-round', roundNumber],
    mutationFn: () => startRound(gameId, roundNumber),
    onSuccess: async ({ game }) => {
      queryClient.setQueryData(gameKeys.detail(gameId), game);
      await queryClient.invalidateQueries({ queryKey: gameKeys.all, exact: true });
      navigate(`/game/${gameId}/scoring`);
    },
    onError: (error) => {
      const reason = serverMessageOr(error, '');
      toast({ title: 'Failed to start game. Please try again.', ...(reason ? { description: reason } : {}), variant: 'destructive' });
    },
  });
}
