import type { BackoffOptions } from 'bullmq';

/**
 * Jobs that retry name this backoff; the worker computes the pause (see `retryDelay`), so
 * the pause is set where the work runs and tests can shorten it.
 */
export const WORKER_BACKOFF: BackoffOptions = { type: 'worker-exponential' };

/** First pause before trying a job again; each later one doubles. */
export const DEFAULT_RETRY_DELAY_MS = 2000;

/** BullMQ's backoffStrategy of our workers: `firstDelayMs`, then double each time. */
export function retryDelay(firstDelayMs: number) {
  return (attemptsMade: number): number => firstDelayMs * 2 ** Math.max(0, attemptsMade - 1);
}
