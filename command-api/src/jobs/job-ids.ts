import { createHash } from 'node:crypto';
import { JOB_QUEUES } from '@golf/contracts';

export type JobQueueName = (typeof JOB_QUEUES)[keyof typeof JOB_QUEUES];

const QUEUE_NAMES: readonly JobQueueName[] = Object.values(JOB_QUEUES);
const JOB_ID = /^(course-import|course-bulk-upload)-[0-9a-f]{32}$/;

function digest(...parts: readonly (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(createHash('sha256').update(part).digest());
  return hash.digest('hex').slice(0, 32);
}

/**
 * Job ids are derived from the request, so a second identical request finds the first job
 * instead of running again. They start with the queue name, so GET /api/jobs/{id} knows
 * which queue to look in, and they hold no ':' (which BullMQ refuses in custom ids).
 */
export function courseImportJobId(userId: string, directoryId: string): string {
  return `${JOB_QUEUES.courseImport}-${digest(userId, directoryId)}`;
}

/** The same file uploaded again by the same admin is the same job. */
export function bulkUploadJobId(userId: string, file: Uint8Array): string {
  return `${JOB_QUEUES.courseBulkUpload}-${digest(userId, file)}`;
}

/** The queue of a job id made here, or null for anything else. */
export function queueOfJobId(jobId: string): JobQueueName | null {
  if (!JOB_ID.test(jobId)) return null;
  return QUEUE_NAMES.find((name) => jobId.startsWith(`${name}-`)) ?? null;
}
