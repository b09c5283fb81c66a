import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveScores, type ScoreToSave } from '../api/enter-score.ts';
import { refreshAfterScores } from './refresh-after-scores.ts';

/** Saves the scores typed on the hole shown without moving play on: Back and the leaderboard button. */
export function useSavePending(gameId: string, roundNumber: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['scoring', gameId, 'save-pending'],
    mutationFn: (scores: ScoreToSave[]) => saveScores(gameId, scores),
    onSettled: () => refreshAfterScores(queryClient, gameId, roundNumber),
  });
}
