import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { refusalOf } from '../model/save-refusal.ts';
import { queuedScore, type QueuedScore, type ScoreToSave } from './enter-score.ts';
import { queueScore, removeQueuedScore, type QueueResult } from './score-queue.ts';
import { scoringKeys } from './scoring-keys.ts';

type SendOptions = { keepalive?: boolean };

/**
 * Sends a hole's scores through the queue, one after another (each is a command on the game's
 * one stream). Online it waits for each answer and stops at the first refusal, which rejects:
 * a conflict stays queued for the player to settle, any other refusal is left to the caller's
 * toast and taken out. Without a connection (or once a save goes unanswered) the rest are queued
 * without waiting and the answer is `queued`.
 */
export async function sendScores(queryClient: QueryClient, gameId: string, scores: readonly ScoreToSave[], options: SendOptions = {}): Promise<QueueResult> {
  const queued = scores.map((score) => queuedScore(gameId, score, options));
  for (const [index, score] of queued.entries()) {
    if (!onlineManager.isOnline()) return queueWithoutWaiting(queryClient, queued.slice(index));
    let result: QueueResult;
    try {
      result = await queueScore(queryClient, score);
    } catch (error) {
      if (refusalOf(error)?.theirs == null) removeQueuedScore(queryClient, score.idempotencyKey);
      throw error;
    }
    if (result === 'queued') return queueWithoutWaiting(queryClient, queued.slice(index + 1));
  }
  return 'sent';
}

/** Queues saves that go when they can; a later refusal shows on the scoring screen, not here. */
function queueWithoutWaiting(queryClient: QueryClient, scores: readonly QueuedScore[]): 'queued' {
  for (const score of scores) queueScore(queryClient, score).catch(() => undefined);
  return 'queued';
}

/** True while any save of the game waits in the queue: a round cannot be finished before they are in. */
export function hasWaitingScores(queryClient: QueryClient, gameId: string): boolean {
  return (
    queryClient.isMutating({
      mutationKey: scoringKeys.saveScore,
      predicate: (mutation) => (mutation.state.variables as { gameId?: string } | undefined)?.gameId === gameId,
    }) > 0
  );
}
