import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScoreToSave } from '../api/enter-score.ts';
import { sendScores } from '../api/send-scores.ts';

/**
 * Saves the scores typed on the hole shown without moving play on: Back, the leaderboard button
 * and picking another hole. Without a connection they are queued and the player goes on.
 */
export function useSavePending(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['scoring', gameId, 'save-pending'],
    networkMode: 'always',
    mutationFn: (scores: ScoreToSave[]) => sendScores(queryClient, gameId, scores),
  });
}
