import type { Job, Queue } from 'bullmq';
import type { FastifyReply } from 'fastify';
import type { OwnedJobData } from './job-failure.ts';

/** How long `?wait=true` waits for a job before answering 202 with its id. */
export const JOB_WAIT_MS = 10_000;
const POLL_MS = 100;

export type FinishedJob = { job: Job; state: 'completed' | 'failed' };

/** The job once it has completed or failed; null if it is still running (or gone) after `timeoutMs`. */
export async function waitForFinishedJob(queue: Queue, jobId: string, timeoutMs: number): Promise<FinishedJob | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await queue.getJobState(jobId);
    if (state === 'completed' || state === 'failed') {
      const job = (await queue.getJob(jobId)) as Job | undefined;
      return job ? { job, state } : null;
    }
    if (Date.now() >= deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * The answer of a POST that queued job `jobId`: 202 `{ jobId }`, or with `wait` the job's
 * result (200, with `jobId`) when it finishes within JOB_WAIT_MS; a failed job answers its
 * failure's status and message.
 */
export async function answerQueuedJob(reply: FastifyReply, queue: Queue, jobId: string, wait: boolean): Promise<FastifyReply> {
  const finished = wait ? await waitForFinishedJob(queue, jobId, JOB_WAIT_MS) : null;
  if (finished === null) return reply.status(202).send({ jobId });
  const { job, state } = finished;
  if (state === 'failed') {
    const status = (job.data as OwnedJobData).failureStatus ?? 500;
    return reply.status(status).send({ message: job.failedReason || 'The job failed' });
  }
  return reply.status(200).send({ ...(job.returnvalue as object), jobId });
}
