import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { isUnanswered } from '../../../lib/network-failure.ts';
import type { QueuedAdvance, QueuedScore } from './enter-score.ts';
import { scoringKeys } from './scoring-keys.ts';

/**
 * Every score save and move of play goes through one queue, in the order made: a save queued
 * offline reaches the API before a later edit of the same hole, and the hole's scores before play
 * moves past it.
 */
const QUEUE_SCOPE = { id: 'scoring-queue' };

/** `sent`: the API answered; `queued`: it waits for a connection (or behind earlier saves) and goes later by itself. */
export type QueueResult = 'sent' | 'queued';

/**
 * Runs one queued mutation and answers as soon as its fate for this screen is known: sent, or
 * queued (paused offline, or its first try got no answer). A refusal rejects. The mutation keeps
 * running after a `queued` answer: the caller just stops waiting for it.
 */
function run(queryClient: QueryClient, mutationKey: readonly unknown[], variables: QueuedScore | QueuedAdvance): Promise<QueueResult> {
  const observer = new MutationObserver<unknown, Error, QueuedScore | QueuedAdvance>(queryClient, { mutationKey, scope: QUEUE_SCOPE });
  return new Promise((resolve, reject) => {
    let done = false;
    const finish = (settle: () => void) => {
      if (done) return;
      done = true;
      unsubscribe();
      settle();
    };
    const unsubscribe = observer.subscribe((result) => {
      if (result.isPaused || (result.failureCount > 0 && isUnanswered(result.failureReason))) finish(() => resolve('queued'));
    });
    observer.mutate(variables).then(
      () => finish(() => resolve('sent')),
      (error: unknown) => finish(() => reject(error)),
    );
  });
}

export const queueScore = (queryClient: QueryClient, score: QueuedScore) => run(queryClient, scoringKeys.saveScore, score);

export const queueAdvance = (queryClient: QueryClient, advance: QueuedAdvance) => run(queryClient, scoringKeys.advancePlay, advance);

/** Takes a save out of the queue (a refusal the player settled, or one already reported by a toast). */
export function removeQueuedScore(queryClient: QueryClient, idempotencyKey: string): void {
  const cache = queryClient.getMutationCache();
  for (const mutation of cache.findAll({ mutationKey: scoringKeys.saveScore })) {
    if ((mutation.state.variables as QueuedScore | undefined)?.idempotencyKey === idempotencyKey) cache.remove(mutation);
  }
}
