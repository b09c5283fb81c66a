import { Queue, Worker } from 'bullmq';
import { createEventStore } from '@golf/events/store';
import { createReadPool } from '@golf/read-db';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import { EMAIL_QUEUE, type EmailMessage } from '../../email/email-message.ts';
import { queueConnection, workerConnection } from '../../jobs/redis-connection.ts';
import { PASSWORD_RESET_QUEUE, PasswordResetJobData, processPasswordReset } from './password-reset-job.ts';

export interface RunningPasswordResetWorker {
  worker: Worker<PasswordResetJobData, boolean>;
  close(): Promise<void>;
}

/** The worker of the `password-reset` queue, with the database, the log and the e-mail queue its jobs use. */
export async function startPasswordResetWorker(config: Config, log: Logger): Promise<RunningPasswordResetWorker> {
  const store = await createEventStore({ databaseUrl: config.DATABASE_URL, eventStoreUrl: config.EVENTSTORE_URL });
  const pool = await createReadPool(config.DATABASE_URL, { maximumPoolSize: 2 }).catch(async (error: unknown) => {
    await store.close();
    throw error;
  });
  const settings = { prefix: config.BULLMQ_PREFIX };
  const email = new Queue<EmailMessage>(EMAIL_QUEUE, { ...settings, connection: queueConnection(config.REDIS_URL) });
  email.on('error', () => {
    // A lost connection fails the job's `add`; BullMQ tries the job again with backoff.
  });
  const worker = new Worker<PasswordResetJobData, boolean>(
    PASSWORD_RESET_QUEUE,
    async (job) => processPasswordReset({ pool, store, email }, PasswordResetJobData.parse(job.data), new Date(job.timestamp)),
    { ...settings, connection: workerConnection(config.REDIS_URL), concurrency: 2 },
  );
  worker.on('failed', (job, error) =>
    log.warn(
      { queue: PASSWORD_RESET_QUEUE, jobId: job?.id, attempt: job?.attemptsMade, reason: error.message },
      'reset request failed; retried with backoff',
    ),
  );
  worker.on('error', (error) => log.error({ err: error, queue: PASSWORD_RESET_QUEUE }, 'worker error'));
  await worker.waitUntilReady();
  return {
    worker,
    async close() {
      await worker.close();
      await email.close();
      await pool.end().catch(() => undefined);
      await store.close().catch(() => undefined);
    },
  };
}
