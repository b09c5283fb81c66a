import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { JOB_QUEUES, type BulkUploadResult, type CourseImportResult } from '@golf/contracts';
import type { BulkUploadJobData } from '../courses/bulk-upload/bulk-upload-job-data.ts';
import type { CourseImportJobData } from '../courses/importing/import-job-data.ts';
import { EMAIL_QUEUE, type EmailMessage } from '../email/email-message.ts';
import { PASSWORD_RESET_QUEUE, type PasswordResetJobData } from '../auth/requesting-password-reset/password-reset-job.ts';
import { queueConnection } from './redis-connection.ts';

/** The Redis side of the API: the job queues it feeds, and a client for rate limits and health checks. */
export interface AppQueues {
  /** BullMQ key prefix; the worker must use the same one. */
  prefix: string;
  email: Queue<EmailMessage>;
  /** Reset requests, for every address alike: the worker finds out whether it has an account. */
  passwordReset: Queue<PasswordResetJobData>;
  courseImport: Queue<CourseImportJobData, CourseImportResult>;
  courseBulkUpload: Queue<BulkUploadJobData, BulkUploadResult>;
  redis: Redis;
  /**
   * Resolves when Redis answers, else fails fast with an error answered 503. Call it before
   * queuing from a request: a BullMQ queue that has not connected yet waits for Redis without
   * end, so a request would hang for the whole outage.
   */
  ensureReachable(): Promise<void>;
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
  const settings = { connection: queueConnection(options.redisUrl), prefix: options.prefix };
  const email = new Queue<EmailMessage>(EMAIL_QUEUE, settings);
  const passwordReset = new Queue<PasswordResetJobData>(PASSWORD_RESET_QUEUE, settings);
  const courseImport = new Queue<CourseImportJobData, CourseImportResult>(JOB_QUEUES.courseImport, settings);
  const courseBulkUpload = new Queue<BulkUploadJobData, BulkUploadResult>(JOB_QUEUES.courseBulkUpload, settings);
  const queues = [email, passwordReset, courseImport, courseBulkUpload];
  for (const queue of queues) {
    queue.on('error', () => {
      // Same as above: a lost connection shows up as a failed `add`, answered 503 (dependency-outage.ts).
    });
  }
  return {
    prefix: options.prefix,
    email,
    passwordReset,
    courseImport,
    courseBulkUpload,
    redis,
    async ensureReachable() {
      await redis.ping();
    },
    async close() {
      await Promise.all(queues.map((queue) => queue.close()));
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
