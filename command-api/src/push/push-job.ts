import { createHash } from 'node:crypto';
import type { Queue } from 'bullmq';
import { z } from 'zod';
import type { PushPayload } from '@golf/contracts';
import { WORKER_BACKOFF } from '../jobs/retry-backoff.ts';

export const PUSH_QUEUE = 'push';

/** One notification for one subscription. */
export const PushJobData = z.object({
  subscriptionId: z.string().uuid(),
  payload: z.object({ title: z.string(), body: z.string(), url: z.string(), kind: z.string(), gameId: z.string() }),
});
export type PushJobData = z.infer<typeof PushJobData>;

/** Tries before a notification counts as failed; the pauses double from the worker's first delay. */
export const PUSH_ATTEMPTS = 6;

/**
 * Queues one notification for one subscriber. The job id derives from the subscription and the
 * moments it carries, so deciding the same moments twice (two workers, a retry) sends them once.
 */
export async function enqueuePush(
  queue: Queue<PushJobData>,
  subscriptionId: string,
  keys: readonly string[],
  payload: PushPayload,
): Promise<void> {
  const jobId = `push-${createHash('sha256')
    .update(`${subscriptionId}\n${keys.join('\n')}`)
    .digest('hex')
    .slice(0, 32)}`;
  await queue.add(
    'send',
    { subscriptionId, payload },
    {
      jobId,
      attempts: PUSH_ATTEMPTS,
      backoff: WORKER_BACKOFF,
      removeOnComplete: { age: 60 * 60 },
      removeOnFail: { age: 7 * 24 * 60 * 60 },
    },
  );
}
