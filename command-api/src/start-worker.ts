import { pino } from 'pino';
import type { Config } from './config.ts';
import { createEmailDelivery, outboxNotice } from './email/deliver-email.ts';
import { createEmailWorker } from './email/email-worker.ts';
import { startCourseWorkers, type CourseWorkerOptions } from './jobs/course-workers.ts';
import { startPasswordResetWorker } from './auth/requesting-password-reset/password-reset-worker.ts';
import { startPushWorker, type PushWorkerOptions } from './push/sending/push-worker.ts';

export interface RunningWorker {
  close(): Promise<void>;
}

export type WorkerOptions = CourseWorkerOptions & { push?: PushWorkerOptions };

/** Runs the BullMQ workers of the API's queues (e-mail, password reset, course import, course bulk upload, push) and the push moments' watch until closed. */
export async function startWorker(config: Config, options: WorkerOptions = {}): Promise<RunningWorker> {
  const log = pino({ level: config.LOG_LEVEL, base: { process: 'worker' } });
  const mail = { smtpUrl: config.SMTP_URL, outboxDir: config.OUTBOX_DIR, logLinks: config.NODE_ENV === 'development' };
  const deliver = createEmailDelivery({ ...mail, from: config.MAIL_FROM, log });
  const email = createEmailWorker({ redisUrl: config.REDIS_URL, prefix: config.BULLMQ_PREFIX, deliver });
  email.on('completed', (job, result) => log.info({ queue: 'email', jobId: job.id, via: result.via }, 'e-mail sent'));
  email.on('failed', (job, error) =>
    log.warn({ queue: 'email', jobId: job?.id, attempt: job?.attemptsMade, err: error }, 'e-mail failed; BullMQ retries it with backoff'),
  );
  email.on('error', (error) => log.error({ err: error }, 'e-mail worker error'));
  let courses;
  let resets;
  let push;
  try {
    await email.waitUntilReady();
    resets = await startPasswordResetWorker(config, log);
    courses = await startCourseWorkers(config, log, options);
    push = await startPushWorker(config, log, options.push);
  } catch (error) {
    await courses?.close();
    await resets?.close();
    await email.close();
    throw error;
  }
  const queues = ['email', resets.worker.name, ...courses.workers.map((worker) => worker.name), push.worker.name];
  log.info({ queues, smtp: Boolean(config.SMTP_URL), outbox: config.SMTP_URL ? undefined : config.OUTBOX_DIR }, 'worker started');
  const notice = outboxNotice(mail);
  if (notice) log.warn(notice);
  return {
    async close() {
      await Promise.all([email.close(), resets.close(), courses.close(), push.close()]);
    },
  };
}
