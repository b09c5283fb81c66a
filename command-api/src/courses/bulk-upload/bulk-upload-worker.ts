import { Worker } from 'bullmq';
import { JOB_QUEUES, type BulkUploadResult } from '@golf/contracts';
import { workerConnection } from '../../jobs/redis-connection.ts';
import type { BulkUploadJobData } from './bulk-upload-job-data.ts';
import { bulkUploadJob, type BulkUploadJobDeps } from './bulk-upload-job.ts';

/** The worker of the `course-bulk-upload` queue; one upload at a time, as each holds a whole workbook in memory. */
export function createBulkUploadWorker(options: {
  redisUrl: string;
  prefix: string;
  deps: BulkUploadJobDeps;
}): Worker<BulkUploadJobData, BulkUploadResult> {
  return new Worker<BulkUploadJobData, BulkUploadResult>(JOB_QUEUES.courseBulkUpload, bulkUploadJob(options.deps), {
    connection: workerConnection(options.redisUrl),
    prefix: options.prefix,
    concurrency: 1,
  });
}
