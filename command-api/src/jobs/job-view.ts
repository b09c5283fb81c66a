import type { Job, Queue } from 'bullmq';
import { JOB_QUEUES, type JobState, type JobView } from '@golf/contracts';
import { queueOfJobId } from './job-ids.ts';
import type { OwnedJobData } from './job-failure.ts';
import type { AppQueues } from './queues.ts';

/** BullMQ's states in the four the app shows: a job pausing before a retry is still waiting. */
function stateOf(bullState: string): JobState {
  if (bullState === 'active' || bullState === 'completed' || bullState === 'failed') return bullState;
  return 'waiting';
}

function progressOf(job: Job): number {
  return typeof job.progress === 'number' && Number.isFinite(job.progress) ? Math.min(100, Math.max(0, job.progress)) : 0;
}

/** The queue a job id belongs to, or null when it is not one of our job ids. */
export function queueForJobId(queues: AppQueues, jobId: string): Queue | null {
  const name = queueOfJobId(jobId);
  if (name === JOB_QUEUES.courseImport) return queues.courseImport as Queue;
  if (name === JOB_QUEUES.courseBulkUpload) return queues.courseBulkUpload as Queue;
  return null;
}

/**
 * Job `jobId` as GET /api/jobs/{jobId} shows it, when `userId` started it; null when it does not
 * exist or is someone else's. The state is read before the job, so a job read as finished
 * always comes with its result.
 */
export async function findOwnJobView(queues: AppQueues, jobId: string, userId: string): Promise<JobView | null> {
  const queue = queueForJobId(queues, jobId);
  if (queue === null) return null;
  const bullState = await queue.getJobState(jobId);
  const job = (await queue.getJob(jobId)) as Job<OwnedJobData> | undefined;
  if (!job || job.data?.userId !== userId) return null;
  return jobViewOf(job, stateOf(bullState));
}

function jobViewOf(job: Job, state: JobState): JobView {
  const base = {
    id: job.id ?? '',
    state,
    progress: state === 'completed' ? 100 : progressOf(job),
    attemptsMade: job.attemptsMade,
    ...(state === 'failed' ? { error: job.failedReason || 'The job failed' } : {}),
  };
  const result = state === 'completed' ? (job.returnvalue ?? undefined) : undefined;
  if (job.queueName === JOB_QUEUES.courseBulkUpload) return { ...base, queue: JOB_QUEUES.courseBulkUpload, result };
  return { ...base, queue: JOB_QUEUES.courseImport, result };
}
