import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { EMAIL_QUEUE, type EmailMessage } from '../email/email-message.ts';

/** The Redis side of the API: the job queues it feeds, and a client for rate limits and health checks. */
export interface AppQueues {
  /** BullMQ key prefix; the worker must use the same one. */
  prefix: string;
  email: Queue<EmailMessage>;
  redis: Redis;
  close(): Promise<void>;
}

/**
 * Opens the queues on `redisUrl`. Commands fail fast when Redis is away (a few retries, no
 * endless offline queue) rather than hanging a request.
 */
export function createQueues(options: { redisUrl: string; prefix: string }): AppQueues {
  const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 2, connectTimeout: 3000, lazyConnect: false });
  redis.on('error', () => {
    // ioredis reconnects by itself; failed commands report the problem where they are used.
  });
  const email = new Queue<EmailMessage>(EMAIL_QUEUE, {
    connection: { url: options.redisUrl, maxRetriesPerRequest: 2, connectTimeout: 3000 },
    prefix: options.prefix,
  });
  email.on('error', () => {
    // Same as above: a lost connection shows up as a failed `add`, answered with a 500.
  });
  return {
    prefix: options.prefix,
    email,
    redis,
    async close() {
      await email.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
