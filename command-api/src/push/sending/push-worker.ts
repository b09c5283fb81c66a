import type { Agent } from 'node:https';
import { Queue, Worker } from 'bullmq';
import { createEventStore } from '@golf/events/store';
import { createReadPool } from '@golf/read-db';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import { queueConnection, workerConnection } from '../../jobs/redis-connection.ts';
import { DEFAULT_RETRY_DELAY_MS, retryDelay } from '../../jobs/retry-backoff.ts';
import { watchMoments, type MomentWatch } from '../moments/moment-watch.ts';
import { PUSH_QUEUE, PushJobData } from '../push-job.ts';
import { sendPush } from './send-push.ts';

export interface PushWorkerOptions {
  /** The HTTPS agent for push services (a test's own push service and its certificate). */
  pushAgent?: Agent;
  /** The clock moments are paced by; tests move it on. */
  clock?: () => Date;
  /** How often followed games are looked at again (held moments, missed changes); default 15 s. */
  momentTickMs?: number;
  /** Pause before a failed send is tried again; doubles each time. Default 2 s. */
  retryDelayMs?: number;
}

export interface RunningPushWorker {
  worker: Worker<PushJobData, string>;
  queue: Queue<PushJobData>;
  watch: MomentWatch;
  close(): Promise<void>;
}

/**
 * Web Push in the worker process: the watch that decides moments after the projector's changes
 * and queues a `push` job per notification and subscriber, and the worker that sends them.
 */
export async function startPushWorker(config: Config, log: Logger, options: PushWorkerOptions = {}): Promise<RunningPushWorker> {
  const store = await createEventStore({ databaseUrl: config.DATABASE_URL, eventStoreUrl: config.EVENTSTORE_URL });
  const pool = await createReadPool(config.DATABASE_URL, { maximumPoolSize: 3 }).catch(async (error: unknown) => {
    await store.close();
    throw error;
  });
  const clock = options.clock ?? (() => new Date());
  const settings = { prefix: config.BULLMQ_PREFIX };
  const queue = new Queue<PushJobData>(PUSH_QUEUE, { ...settings, connection: queueConnection(config.REDIS_URL) });
  queue.on('error', () => {
    // A lost connection fails `add`; the next tick decides the scope again and queues what is missing.
  });
  const worker = new Worker<PushJobData, string>(
    PUSH_QUEUE,
    async (job) => sendPush({ pool, store, config, clock, agent: options.pushAgent }, PushJobData.parse(job.data)),
    {
      ...settings,
      connection: workerConnection(config.REDIS_URL),
      concurrency: 4,
      settings: { backoffStrategy: retryDelay(options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS) },
    },
  );
  worker.on('failed', (job, error) =>
    log.warn({ queue: PUSH_QUEUE, jobId: job?.id, attempt: job?.attemptsMade, reason: error.message }, 'push failed; retried with backoff'),
  );
  worker.on('error', (error) => log.error({ err: error, queue: PUSH_QUEUE }, 'worker error'));
  await worker.waitUntilReady();
  const watch = await watchMoments(
    { pool, store, queue, clock },
    {
      tickMs: options.momentTickMs ?? 15_000,
      onError: (error) => log.warn({ err: error }, 'deciding push moments failed; tried again on the next change'),
    },
  );
  return {
    worker,
    queue,
    watch,
    async close() {
      await watch.stop();
      await worker.close();
      await queue.close();
      await pool.end().catch(() => undefined);
      await store.close().catch(() => undefined);
    },
  };
}
