import type { GameView } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { adjustQuotas } from '../api/adjust-quotas.ts';
import { scoringKeys } from '../api/scoring-keys.ts';
import { updateGame } from '../api/update-game.ts';
import { useAnnounceRoundPosted } from '../hooks/use-announce-round-posted.ts';

const toastError = (title: string) => (error: Error) => {
  const reason = serverMessageOr(error, '');
  toast({ title, ...(reason ? { description: reason } : {}), variant: 'destructive' });
};

/**
 * 'Start Round {n+1}' (spec 4): quota scoring adjusts the quotas first; then play moves to hole 1
 * of the next round and the user confirms that round's tees. The round just ended goes into the
 * players' handicap records: the user's own is announced.
 */
export function useStartNextRound(game: GameView, roundNumber: number) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const next = roundNumber + 1;
  const announce = useAnnounceRoundPosted();
  return useMutation({
    mutationKey: ['scoring', game.id, 'start-next-round', next],
    mutationFn: async () => {
      if (game.scoringType === 'quota') await adjustQuotas(game.id, roundNumber);
      return (await updateGame(game.id, { currentRound: next, currentHole: 1 })).game;
    },
    onSuccess: async (changed) => {
      queryClient.setQueryData(scoringKeys.game(game.id), changed);
      navigate(`/games/${game.id}/round-confirmation/${next}`);
      announce(game.id, roundNumber);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: scoringKeys.games, exact: true }),
        queryClient.invalidateQueries({ queryKey: scoringKeys.playerRounds(game.id) }),
        queryClient.invalidateQueries({ queryKey: scoringKeys.leaderboards(game.id) }),
      ]);
    },
    onError: toastError('Failed to advance to next round. Please try again.'),
  });
}

/**
 * 'View Final Results' after the last round: the game is completed and the leaderboard opens.
 * `shownAs`: the toast the caller shows on success, which the round posted notice comes under.
 */
export function useCompleteGame(game: GameView, shownAs?: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const announce = useAnnounceRoundPosted();
  return useMutation({
    mutationKey: ['scoring', game.id, 'complete'],
    mutationFn: async () => (await updateGame(game.id, { status: 'completed' })).game,
    onSuccess: async (changed) => {
      queryClient.setQueryData(scoringKeys.game(game.id), changed);
      navigate(`/game/${game.id}/leaderboard`);
      announce(game.id, changed.currentRound, shownAs);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: scoringKeys.games, exact: true }),
        queryClient.invalidateQueries({ queryKey: scoringKeys.leaderboards(game.id) }),
      ]);
    },
    onError: toastError('Failed to update game. Please try again.'),
  });
}
