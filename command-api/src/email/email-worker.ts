import { Worker } from 'bullmq';
import { EMAIL_QUEUE, EmailMessage } from './email-message.ts';
import type { DeliveryResult } from './deliver-email.ts';

/**
 * The worker of the `email` queue: each job's data is validated and handed to `deliver`. A
 * failure throws, so BullMQ retries the job with the backoff it was queued with.
 */
export function createEmailWorker(options: {
  redisUrl: string;
  prefix: string;
  deliver: (message: EmailMessage) => Promise<DeliveryResult>;
  concurrency?: number;
}): Worker<EmailMessage, DeliveryResult> {
  return new Worker<EmailMessage, DeliveryResult>(EMAIL_QUEUE, async (job) => options.deliver(EmailMessage.parse(job.data)), {
    connection: { url: options.redisUrl, maxRetriesPerRequest: null },
    prefix: options.prefix,
    concurrency: options.concurrency ?? 4,
  });
}
