import type { JobView } from '@golf/contracts';
import { getJob } from './get-job.ts';

/** A job that ended in the failed state; `message` is the server's reason, written for the golfer. */
export class JobFailedError extends Error {
  override name = 'JobFailedError';
}

type WaitOptions = {
  /** Called with 0..100 after each look at the job. */
  onProgress?: (progress: number) => void;
  intervalMs?: number;
  /** Give up after this long; a job still running by then is reported as failed. */
  timeoutMs?: number;
  /** Reads the job (injected by tests). */
  fetchJob?: (jobId: string) => Promise<JobView>;
  sleep?: (ms: number) => Promise<void>;
};

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Polls GET /api/jobs/{jobId} until the job completes (its view is returned) or fails
 * (JobFailedError with the server's reason). A failed try that the server will retry stays
 * 'waiting', so only the final state ends the wait.
 */
export async function waitForJob(jobId: string, options: WaitOptions = {}): Promise<JobView> {
  const { onProgress, intervalMs = 500, timeoutMs = 5 * 60_000, fetchJob = getJob, sleep = pause } = options;
  const attempts = Math.max(1, Math.ceil(timeoutMs / intervalMs));
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const job = await fetchJob(jobId);
    onProgress?.(Math.min(100, Math.max(0, job.progress)));
    if (job.state === 'completed') return job;
    if (job.state === 'failed') throw new JobFailedError(job.error ?? 'The job failed.');
    await sleep(intervalMs);
  }
  throw new JobFailedError('The job is taking too long. Please check again later.');
}
