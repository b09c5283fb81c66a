import { randomBytes } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteKeys } from '../../../testing/test-api.ts';
import { testRedisUrl } from '../../../testing/test-database.ts';
import { runFailingClearly, type OwnedJobData } from './job-failure.ts';
import { queueConnection, workerConnection } from './redis-connection.ts';
import { waitForFinishedJob } from './wait-for-job.ts';

const prefix = `job-failure-${randomBytes(4).toString('hex')}`;
const userId = '00000000-0000-4000-8000-000000000001';
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const silent = { error: () => undefined };
let queue: Queue<OwnedJobData, string>;
let worker: Worker<OwnedJobData, string>;
/** How many times each job's work ran; the first run of a job named 'outage' meets PostgreSQL away. */
const runs = new Map<string, number>();

beforeAll(async () => {
  queue = new Queue('outage-test', { connection: queueConnection(testRedisUrl()), prefix });
  worker = new Worker<OwnedJobData, string>(
    'outage-test',
    (job, token) =>
      runFailingClearly(
        job,
        async () => {
          const count = (runs.get(job.id!) ?? 0) + 1;
          runs.set(job.id!, count);
          if (job.name === 'broken') throw new Error('a bug');
          if (count === 1) throw refused();
          return `done on run ${count}`;
        },
        () => null,
        silent,
        { token, outageDelayMs: 100 },
      ),
    { connection: workerConnection(testRedisUrl()), prefix },
  );
  await worker.waitUntilReady();
});
afterAll(async () => {
  await worker?.close();
  await queue?.close();
  await deleteKeys(testRedisUrl(), `${prefix}:*`);
});

describe('a job whose PostgreSQL or Redis goes away', () => {
  it('waits and runs again without using an attempt, where any other unexpected error fails it at once', async () => {
    await queue.add('outage', { userId }, { jobId: 'outage-1', attempts: 1 });
    await queue.add('broken', { userId }, { jobId: 'broken-1', attempts: 1 });
    const outage = await waitForFinishedJob(queue, 'outage-1', 10_000);
    expect(outage?.state).toBe('completed');
    expect(outage?.job.returnvalue).toBe('done on run 2');
    const broken = await waitForFinishedJob(queue, 'broken-1', 10_000);
    expect(broken?.state).toBe('failed');
    expect(runs.get('broken-1')).toBe(1);
  });
});
