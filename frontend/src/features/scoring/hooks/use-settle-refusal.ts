import { useQueryClient } from '@tanstack/react-query';
import { queueScore, removeQueuedScore } from '../api/score-queue.ts';
import { scoringKeys } from '../api/scoring-keys.ts';
import { randomUuid } from '../model/save-attempts.ts';
import type { QueuedScoreItem } from '../model/sync-queue.ts';

/**
 * What the player can do with a refused save. A conflict: keep theirs (drop mine, show the
 * recorded score) or send mine (again, as a new save that replaces whatever is there). Another
 * refusal: discard it, or try the same save again (same Idempotency-Key).
 */
export function useSettleRefusal(gameId: string) {
  const queryClient = useQueryClient();
  const resend = (score: QueuedScoreItem['score']) => queueScore(queryClient, score).catch(() => undefined);
  return {
    keepTheirs: ({ score }: QueuedScoreItem) => {
      removeQueuedScore(queryClient, score.idempotencyKey);
      void queryClient.invalidateQueries({ queryKey: scoringKeys.roundScores(gameId, score.roundNumber) });
    },
    sendMine: ({ score }: QueuedScoreItem) => {
      removeQueuedScore(queryClient, score.idempotencyKey);
      const { playerId, roundNumber, holeNumber, strokes } = score;
      void resend({ gameId: score.gameId, playerId, roundNumber, holeNumber, strokes, idempotencyKey: randomUuid() });
    },
    discard: ({ score }: QueuedScoreItem) => removeQueuedScore(queryClient, score.idempotencyKey),
    tryAgain: ({ score }: QueuedScoreItem) => {
      removeQueuedScore(queryClient, score.idempotencyKey);
      void resend(score);
    },
  };
}
