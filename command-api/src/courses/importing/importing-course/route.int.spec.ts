import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getVisibleCourse } from '@golf/read-db';
import { finishedJob } from '../../../jobs/testing/finished-job.ts';
import { startWorker, type RunningWorker } from '../../../start-worker.ts';
import { startTestApi, type TestApi } from '../../../../../testing/test-api.ts';
import { DIRECTORY_MESSAGES } from '../../directory/course-directory-error.ts';
import {
  MISBEHAVING_IDS,
  startCourseDirectoryFixtureServer,
  type CourseDirectoryFixtureServer,
} from '../../directory/testing/fixture-server.ts';
import { IMPORT_ATTEMPTS } from '../import-job-data.ts';

const API_KEY = 'fixture-key-123';
/**
 * Short enough that the slow course fails fast (the worker retries after 50, 100, 200 ms), long
 * enough that the local fixture server always answers the other courses in time, even on a busy machine.
 */
const workerOptions = { courseDirectoryTimeoutMs: 1000, retryDelayMs: 50 };

let directory: CourseDirectoryFixtureServer;
let api: TestApi;
let worker: RunningWorker;
let golfer: { token: string; user: { id: string } };
let other: { token: string; user: { id: string } };

beforeAll(async () => {
  directory = await startCourseDirectoryFixtureServer({ apiKey: API_KEY, slowMs: 2500 });
  api = await startTestApi({ COURSE_DIRECTORY_URL: directory.url, COURSE_DIRECTORY_KEY: API_KEY });
  worker = await startWorker(api.config, workerOptions);
  golfer = await api.register();
  other = await api.register();
});
afterAll(async () => {
  await worker?.close();
  await api?.close();
  await directory?.close();
});

const startImport = (id: string, token = golfer.token, query = '') => api.call('POST', `/api/golf-courses/${id}/import${query}`, { token });

async function importAndFinish(id: string, token = golfer.token) {
  const response = await startImport(id, token);
  expect(response.statusCode).toBe(202);
  const { jobId } = response.json() as { jobId: string };
  return { jobId, job: await finishedJob(api, jobId, token) };
}

describe('POST /api/golf-courses/{id}/import', () => {
  it('imports a directory course with its tees as the caller’s course, as a job that reaches 100 %', async () => {
    const { jobId, job } = await importAndFinish('900101');
    expect(job).toMatchObject({ id: jobId, queue: 'course-import', state: 'completed', progress: 100 });
    expect(job.error).toBeUndefined();
    const result = job.queue === 'course-import' ? job.result : undefined;
    expect(result).toMatchObject({ name: 'Fixture Links', course: { name: 'Fixture Links' }, warnings: [], notes: [] });
    expect(result?.warning).toBeUndefined();
    const course = await getVisibleCourse(api.pool, result?.course.id ?? '', golfer.user.id);
    expect(course).toMatchObject({
      source: 'directory_import',
      sourceRef: '900101',
      createdBy: golfer.user.id,
      isGlobal: false,
      holes: 18,
    });
    expect(course?.location).toBe('Testville, ZZ, Fictionland');
    expect(course?.teeSets.map((tee) => [tee.name, tee.color, tee.rating, tee.slope])).toEqual([
      ['Championship', 'black', 74.6, 139],
      ['Blue', 'blue', 72.8, 133],
      ['White', 'white', 70.9, 127],
      ['White (W)', 'white', 76.2, 135],
      ['Red', 'red', 72.4, 126],
    ]);
    expect(course?.teeSets[3]?.holes.map((hole) => hole.strokeIndex)).toEqual([
      5, 9, 17, 1, 11, 7, 15, 13, 3, 6, 2, 18, 10, 8, 14, 16, 4, 12,
    ]);
    expect(await getVisibleCourse(api.pool, result?.course.id ?? '', other.user.id)).toBeNull();
    expect(directory.requests.some((request) => request.url === '/v1/courses/900101' && request.authorization === `Key ${API_KEY}`)).toBe(
      true,
    );
  });

  it('answers the result directly with ?wait=true, with the missing_handicap_data warning', async () => {
    const response = await startImport('900102', golfer.token, '?wait=true');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      name: 'Fixture Meadows',
      course: { name: 'Fixture Meadows' },
      warning: { type: 'missing_handicap_data' },
    });
    expect(body.jobId).toMatch(/^course-import-/);
    expect(body.warning.message).toContain('numbered 1 to 18');
    const course = await getVisibleCourse(api.pool, body.course.id, golfer.user.id);
    expect(course?.teeSets[0]?.holes.map((hole) => hole.strokeIndex)).toEqual(Array.from({ length: 18 }, (_, index) => index + 1));
  });

  it('reports partial_handicap_data when some stroke indexes were filled in', async () => {
    const { job } = await importAndFinish('900103');
    const result = job.queue === 'course-import' ? job.result : undefined;
    expect(result?.warning?.type).toBe('partial_handicap_data');
    expect(result?.warnings.map((warning) => warning.type)).toEqual(['partial_handicap_data']);
  });

  it('keeps an alphanumeric directory id as the course’s source reference', async () => {
    const { job } = await importAndFinish('gca-7K2M9QB4');
    const result = job.queue === 'course-import' ? job.result : undefined;
    expect((await getVisibleCourse(api.pool, result?.course.id ?? '', golfer.user.id))?.sourceRef).toBe('gca-7K2M9QB4');
  });

  it('fails an import of a course the caller already has with "already exists", at once and writing nothing', async () => {
    const before = await api.countEvents();
    const { job } = await importAndFinish('900101');
    expect(job).toMatchObject({ state: 'failed', attemptsMade: 1 });
    expect(job.error).toContain('already exists');
    expect(job.error).toMatch(/^Course Already Exists/);
    const waited = await startImport('900101', golfer.token, '?wait=true');
    expect(waited.statusCode).toBe(409);
    expect(waited.json().message).toContain('already exists');
    expect(await api.countEvents()).toBe(before);
  });

  it('lets another user import the same directory course into their own library', async () => {
    const { job } = await importAndFinish('900101', other.token);
    expect(job.state).toBe('completed');
  });

  it('retries a slow directory, then fails with the timeout message', async () => {
    const { job } = await importAndFinish(MISBEHAVING_IDS.slow);
    expect(job).toMatchObject({ state: 'failed', attemptsMade: IMPORT_ATTEMPTS, error: DIRECTORY_MESSAGES.timeout });
    expect(job.progress).toBe(25);
  });

  it('answers a course the directory does not have with 404 when waiting', async () => {
    const response = await startImport('424242', golfer.token, '?wait=true');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: DIRECTORY_MESSAGES.notFound });
  });

  it('does not queue the same import twice while it is pending', async () => {
    await api.queues.courseImport.pause();
    let jobId: string;
    try {
      const first = await startImport('900104');
      jobId = first.json().jobId;
      const second = await startImport('900104');
      expect([first.statusCode, second.statusCode]).toEqual([202, 202]);
      expect(second.json().jobId).toBe(first.json().jobId);
      const view = await api.call('GET', `/api/jobs/${first.json().jobId}`, { token: golfer.token });
      expect(view.json()).toMatchObject({ state: 'waiting', progress: 0 });
      const counts = await api.queues.courseImport.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe(1);
    } finally {
      await api.queues.courseImport.resume();
    }
    expect((await finishedJob(api, jobId, golfer.token)).state).toBe('completed');
    const nines = await api.pool.anyFirst(sql.type(z.object({ id: z.string() }))`SELECT id FROM read.courses WHERE name = 'Fixture Nine'`);
    expect(nines).toHaveLength(1);
  });
});

describe('GET /api/jobs/{jobId}', () => {
  it('shows a job only to the user who started it', async () => {
    const { jobId } = await importAndFinish('900001');
    expect((await api.call('GET', `/api/jobs/${jobId}`, { token: golfer.token })).statusCode).toBe(200);
    const stranger = await api.call('GET', `/api/jobs/${jobId}`, { token: other.token });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: 'Job not found' });
    expect((await api.call('GET', `/api/jobs/${jobId}`)).statusCode).toBe(401);
    expect((await api.call('GET', '/api/jobs/not-a-job', { token: golfer.token })).statusCode).toBe(404);
    expect((await api.call('GET', `/api/jobs/course-import-${'0'.repeat(32)}`, { token: golfer.token })).statusCode).toBe(404);
  });
});

describe('with a directory that rejects our key', () => {
  let rejecting: TestApi;
  let rejectingWorker: RunningWorker;
  let token: string;
  beforeAll(async () => {
    rejecting = await startTestApi({ COURSE_DIRECTORY_URL: directory.url, COURSE_DIRECTORY_KEY: 'wrong-key' });
    rejectingWorker = await startWorker(rejecting.config, workerOptions);
    token = (await rejecting.register()).token;
  });
  afterAll(async () => {
    await rejectingWorker?.close();
    await rejecting?.close();
  });

  it('fails the import at once, naming the key, and writes nothing', async () => {
    const before = await rejecting.countEvents();
    const response = await rejecting.call('POST', '/api/golf-courses/900101/import', { token });
    const job = await finishedJob(rejecting, response.json().jobId, token);
    expect(job).toMatchObject({ state: 'failed', attemptsMade: 1, error: DIRECTORY_MESSAGES.rejectedKey });
    expect(directory.requests.at(-1)).toMatchObject({ url: '/v1/courses/900101', authorization: 'Key wrong-key' });
    expect(await rejecting.countEvents()).toBe(before);
  });

  it('answers 502 with the same message when waiting, and on a search', async () => {
    const waited = await rejecting.call('POST', '/api/golf-courses/900101/import?wait=true', { token });
    expect(waited.statusCode).toBe(502);
    expect(waited.json()).toEqual({ message: DIRECTORY_MESSAGES.rejectedKey });
    const search = await rejecting.call('GET', '/api/golf-courses/search?query=dunes', { token });
    expect(search.statusCode).toBe(502);
    expect(search.json()).toEqual({ message: DIRECTORY_MESSAGES.rejectedKey });
  });
});
