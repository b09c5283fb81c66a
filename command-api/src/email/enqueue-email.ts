import type { Queue } from 'bullmq';
import type { EmailMessage } from './email-message.ts';

/** Tries before a mail counts as failed; waits double each time, from 2 s. */
const ATTEMPTS = 6;

/**
 * Queues one e-mail. `jobId` is derived from the request, so queuing the same mail twice sends it
 * once. A sent job is kept an hour (long enough to catch a duplicate, short enough that the link
 * inside does not linger in Redis); a failed one a week, for inspection.
 */
export async function enqueueEmail(queue: Queue<EmailMessage>, jobId: string, message: EmailMessage): Promise<void> {
  await queue.add('send', message, {
    jobId,
    attempts: ATTEMPTS,
    backoff: { type: 'exponential', delay: 2000 },
    removeOnComplete: { age: 60 * 60 },
    removeOnFail: { age: 7 * 24 * 60 * 60 },
  });
}
