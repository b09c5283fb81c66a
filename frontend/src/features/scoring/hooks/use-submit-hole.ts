import type { GameView } from '@golf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { saveScores, type ScoreToSave } from '../api/enter-score.ts';
import { scoringKeys } from '../api/scoring-keys.ts';
import { updateGame } from '../api/update-game.ts';
import { afterSave } from '../model/after-save.ts';
import { refreshAfterScores } from './refresh-after-scores.ts';

export type SubmitHole = { holeNumber: number; scores: ScoreToSave[] };

export const SAVE_FAILED = 'Failed to save scores. Please try again.';

/**
 * Next Hole: saves the hole's scores, then moves play on as spec section 4 says (next hole,
 * round summary, or game completed). The callbacks live on the mutation so they still run
 * when the answer re-renders or leaves the screen.
 */
export function useSubmitHole(game: GameView, holeCount: number, onScoreUpdated: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: ['scoring', game.id, 'submit-hole'],
    mutationFn: async ({ holeNumber, scores }: SubmitHole) => {
      await saveScores(game.id, scores);
      const next = afterSave({
        savedHole: holeNumber,
        currentHole: game.currentHole,
        currentRound: game.currentRound,
        holeCount,
        numberOfRounds: game.numberOfRounds,
      });
      if (next.kind === 'next-hole') return { next, game: (await updateGame(game.id, { currentHole: next.holeNumber })).game };
      if (next.kind === 'game-completed') return { next, game: (await updateGame(game.id, { status: 'completed' })).game };
      return { next, game: null };
    },
    onSuccess: ({ next, game: changed }) => {
      if (next.kind === 'score-updated') {
        toast({ title: 'Score Updated!', description: `Hole ${next.holeNumber} scores have been updated` });
        onScoreUpdated();
      } else if (next.kind === 'round-summary') {
        navigate(`/games/${game.id}/round-summary/${next.roundNumber}`);
      } else if (next.kind === 'game-completed') {
        toast({ title: 'Game completed!' });
        navigate(`/game/${game.id}/leaderboard`);
      }
      if (changed) queryClient.setQueryData(scoringKeys.game(game.id), changed);
    },
    onError: (error) => {
      toast({ title: 'Score Save Error', description: serverMessageOr(error, SAVE_FAILED), variant: 'destructive' });
    },
    onSettled: (_answer, _error, { scores }) => refreshAfterScores(queryClient, game.id, scores[0]?.roundNumber ?? game.currentRound),
  });
}
