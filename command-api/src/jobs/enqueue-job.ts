import type { Job, JobsOptions, Queue } from 'bullmq';

/** A finished job is kept a day for GET /api/jobs; a failed one a week, for inspection. */
export const KEEP_FINISHED_JOBS: Pick<JobsOptions, 'removeOnComplete' | 'removeOnFail'> = {
  removeOnComplete: { age: 24 * 60 * 60 },
  removeOnFail: { age: 7 * 24 * 60 * 60 },
};

/**
 * Queues a job under a request-derived id, unless that job is still waiting or running: then
 * the caller gets the same job, so a repeated request does not run twice. A finished job of
 * the same id is replaced, so the same request made later runs again. Answers the job id.
 */
export async function enqueueOnce<Data, Result>(
  queue: Queue<Data, Result>,
  jobId: string,
  name: string,
  data: Data,
  options: Omit<JobsOptions, 'jobId'>,
): Promise<string> {
  const state = await queue.getJobState(jobId);
  if (state === 'completed' || state === 'failed') {
    const finished = (await queue.getJob(jobId)) as Job | undefined;
    // Another request may have replaced it meanwhile; then BullMQ's `add` below finds that one.
    await finished?.remove().catch(() => undefined);
  }
  // BullMQ derives `add`'s parameter types through conditional types TypeScript cannot resolve for a generic Data.
  const job = await queue.add(name as never, data as never, { ...KEEP_FINISHED_JOBS, ...options, jobId });
  return job.id ?? jobId;
}
