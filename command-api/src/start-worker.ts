import { pino } from 'pino';
import type { Config } from './config.ts';
import { createEmailDelivery } from './email/deliver-email.ts';
import { createEmailWorker } from './email/email-worker.ts';

export interface RunningWorker {
  close(): Promise<void>;
}

/** Runs the BullMQ workers of the API's queues (e-mail) until closed. */
export async function startWorker(config: Config): Promise<RunningWorker> {
  const log = pino({ level: config.LOG_LEVEL, base: { process: 'worker' } });
  const deliver = createEmailDelivery({ smtpUrl: config.SMTP_URL, outboxDir: config.OUTBOX_DIR, from: config.MAIL_FROM, log });
  const email = createEmailWorker({ redisUrl: config.REDIS_URL, prefix: config.BULLMQ_PREFIX, deliver });
  email.on('completed', (job, result) => log.info({ queue: 'email', jobId: job.id, via: result.via }, 'e-mail sent'));
  email.on('failed', (job, error) =>
    log.warn({ queue: 'email', jobId: job?.id, attempt: job?.attemptsMade, err: error }, 'e-mail failed; BullMQ retries it with backoff'),
  );
  email.on('error', (error) => log.error({ err: error }, 'e-mail worker error'));
  await email.waitUntilReady();
  log.info({ queues: ['email'], smtp: Boolean(config.SMTP_URL), outbox: config.SMTP_URL ? undefined : config.OUTBOX_DIR }, 'worker started');
  return {
    async close() {
      await email.close();
    },
  };
}
