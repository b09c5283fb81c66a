import { Worker } from 'bullmq';
import { JOB_QUEUES, type CourseImportResult } from '@golf/contracts';
import { workerConnection } from '../../../jobs/redis-connection.ts';
import { retryDelay } from '../../../jobs/retry-backoff.ts';
import type { CourseImportJobData } from '../import-job-data.ts';
import { importCourseJob, type ImportCourseJobDeps } from './import-course-job.ts';

/** The worker of the `course-import` queue. */
export function createCourseImportWorker(options: {
  redisUrl: string;
  prefix: string;
  deps: ImportCourseJobDeps;
  retryDelayMs: number;
  concurrency?: number;
}): Worker<CourseImportJobData, CourseImportResult> {
  return new Worker<CourseImportJobData, CourseImportResult>(JOB_QUEUES.courseImport, importCourseJob(options.deps), {
    connection: workerConnection(options.redisUrl),
    prefix: options.prefix,
    concurrency: options.concurrency ?? 2,
    settings: { backoffStrategy: retryDelay(options.retryDelayMs) },
  });
}
