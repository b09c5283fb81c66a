import type { JobView } from '@golf/contracts';
import { describe, expect, it, vi } from 'vitest';
import { JobFailedError, waitForJob } from './wait-for-job.ts';

const job = (state: JobView['state'], progress: number, extra: Partial<JobView> = {}): JobView =>
  ({ id: 'j1', queue: 'course-import', state, progress, attemptsMade: 0, ...extra }) as JobView;

const sequence = (...jobs: JobView[]) => {
  const fetchJob = vi.fn<(id: string) => Promise<JobView>>();
  for (const next of jobs) fetchJob.mockResolvedValueOnce(next);
  return fetchJob;
};

const noSleep = async () => {};

describe('waitForJob', () => {
  it('given a job that runs and completes, reports each progress and returns the finished job', async () => {
    const done = job('completed', 100);
    const fetchJob = sequence(job('waiting', 0), job('active', 40), done);
    const onProgress = vi.fn();
    await expect(waitForJob('j1', { fetchJob, onProgress, sleep: noSleep })).resolves.toBe(done);
    expect(onProgress.mock.calls.map(([progress]) => progress)).toEqual([0, 40, 100]);
    expect(fetchJob).toHaveBeenCalledWith('j1');
  });

  it("given a job that fails, throws the server's reason", async () => {
    const fetchJob = sequence(job('active', 10), job('failed', 10, { error: 'Course Already Exists: Old Links' }));
    const waiting = waitForJob('j1', { fetchJob, sleep: noSleep });
    await expect(waiting).rejects.toBeInstanceOf(JobFailedError);
    await expect(waitForJob('j1', { fetchJob: sequence(job('failed', 0, { error: 'Boom' })), sleep: noSleep })).rejects.toThrow('Boom');
  });

  it('given a job that never ends, gives up after the timeout', async () => {
    const fetchJob = vi.fn(async () => job('active', 50));
    await expect(waitForJob('j1', { fetchJob, sleep: noSleep, intervalMs: 100, timeoutMs: 300 })).rejects.toThrow('taking too long');
    expect(fetchJob).toHaveBeenCalledTimes(3);
  });

  it('keeps progress within 0..100', async () => {
    const onProgress = vi.fn();
    await waitForJob('j1', { fetchJob: sequence(job('completed', 140)), onProgress, sleep: noSleep });
    expect(onProgress).toHaveBeenCalledWith(100);
  });
});
