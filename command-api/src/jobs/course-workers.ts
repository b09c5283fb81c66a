import type { Worker } from 'bullmq';
import type { Logger } from 'pino';
import { createEventStore } from '@golf/events/store';
import { createReadPool } from '@golf/read-db';
import type { Config } from '../config.ts';
import { createBulkUploadWorker } from '../courses/bulk-upload/bulk-upload-worker.ts';
import { courseDirectoryOf } from '../courses/importing/course-directory-of.ts';
import { createCourseImportWorker } from '../courses/importing/importing-course/import-course-worker.ts';
import { DEFAULT_RETRY_DELAY_MS } from './retry-backoff.ts';

export interface CourseWorkerOptions {
  /** How long one call to the course directory may take; default 8 s. */
  courseDirectoryTimeoutMs?: number;
  /** Pause before an import is tried again after a directory outage; doubles each time. Default 2 s. */
  retryDelayMs?: number;
}

export interface RunningCourseWorkers {
  workers: Worker[];
  close(): Promise<void>;
}

/**
 * The workers of `course-import` and `course-bulk-upload`. Their jobs end by issuing the
 * create-course command, so they open the event store and the database like the API does.
 */
export async function startCourseWorkers(config: Config, log: Logger, options: CourseWorkerOptions = {}): Promise<RunningCourseWorkers> {
  const store = await createEventStore({ databaseUrl: config.DATABASE_URL, eventStoreUrl: config.EVENTSTORE_URL });
  const pool = await createReadPool(config.DATABASE_URL).catch(async (error: unknown) => {
    await store.close();
    throw error;
  });
  const app = { store, pool, clock: () => new Date() };
  const timeout = options.courseDirectoryTimeoutMs === undefined ? {} : { timeoutMs: options.courseDirectoryTimeoutMs };
  const redis = { redisUrl: config.REDIS_URL, prefix: config.BULLMQ_PREFIX };
  const workers: Worker[] = [
    createCourseImportWorker({
      ...redis,
      deps: { app, directory: courseDirectoryOf(config, timeout), log },
      retryDelayMs: options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS,
    }),
    createBulkUploadWorker({ ...redis, deps: { app, log } }),
  ];
  for (const worker of workers) {
    const queue = worker.name;
    worker.on('completed', (job) => log.info({ queue, jobId: job.id }, 'job completed'));
    worker.on('failed', (job, error) =>
      log.warn(
        { queue, jobId: job?.id, attempt: job?.attemptsMade, reason: error.message },
        'job failed (retried with backoff if the directory was out or slow)',
      ),
    );
    worker.on('error', (error) => log.error({ err: error, queue }, 'worker error'));
  }
  await Promise.all(workers.map((worker) => worker.waitUntilReady()));
  return {
    workers,
    async close() {
      await Promise.all(workers.map((worker) => worker.close()));
      await pool.end().catch(() => undefined);
      await store.close().catch(() => undefined);
    },
  };
}
