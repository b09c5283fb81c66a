import type { ConnectionOptions } from 'bullmq';

/*
 * The one Redis connection setup of the job queues, so the API's queues and the worker's
 * processors always agree on how they reach Redis.
 */

/** For queues the API adds jobs to: fail fast (a few retries, no endless offline queue) rather than hang a request. */
export function queueConnection(redisUrl: string): ConnectionOptions {
  return { url: redisUrl, maxRetriesPerRequest: 2, connectTimeout: 3000 };
}

/** For workers: BullMQ's blocking reads need `maxRetriesPerRequest: null`, and reconnect by themselves. */
export function workerConnection(redisUrl: string): ConnectionOptions {
  return { url: redisUrl, maxRetriesPerRequest: null };
}
