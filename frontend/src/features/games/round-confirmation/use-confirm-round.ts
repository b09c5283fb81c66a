import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { confirmRound } from '../api/confirm-round.ts';
import { gameKeys } from '../api/game-keys.ts';

/**
 * 'Confirm Round': records the round's setup, then the 'Round Setup Confirmed!' dialog opens. A
 * refusal for missing tees names the players through `onMissingTees` (the screen closes that
 * toast once the tees are chosen).
 */
export function useConfirmRound(
  gameId: string,
  roundNumber: number,
  { onSuccess, onMissingTees }: { onSuccess: () => void; onMissingTees: (names: string) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['games', gameId, 'confirm-round', roundNumber],
    mutationFn: () => confirmRound(gameId, roundNumber),
    onSuccess: ({ game }) => {
      queryClient.setQueryData(gameKeys.detail(gameId), game);
      toast({ title: 'Round Confirmed', description: `Round ${roundNumber} is set up and ready to play.` });
      onSuccess();
    },
    onError: (error) => {
      const message = serverMessageOr(error, '');
      if (message.startsWith('Missing Tee Selections')) {
        onMissingTees(message.replace(/^Missing Tee Selections:\s*/, ''));
        return;
      }
      toast({ title: 'Confirmation Failed', description: 'Failed to confirm round setup. Please try again.', variant: 'destructive' });
    },
  });
}
