import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryMessages } from '@golf/contracts';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { DIRECTORY_MESSAGES } from '../directory/course-directory-error.ts';
import {
  MISBEHAVING_IDS,
  startCourseDirectoryFixtureServer,
  type CourseDirectoryFixtureServer,
} from '../directory/testing/fixture-server.ts';

const API_KEY = 'fixture-key-123';

let directory: CourseDirectoryFixtureServer;
let api: TestApi;
let token: string;

beforeAll(async () => {
  directory = await startCourseDirectoryFixtureServer({ apiKey: API_KEY });
  api = await startTestApi({ COURSE_DIRECTORY_URL: directory.url, COURSE_DIRECTORY_KEY: API_KEY });
  token = (await api.register()).token;
});
afterAll(async () => {
  await api?.close();
  await directory?.close();
});

describe('GET /api/golf-courses/status', () => {
  it('says the directory is configured', async () => {
    const response = await api.call('GET', '/api/golf-courses/status', { token });
    expect([response.statusCode, response.json()]).toEqual([200, { configured: true }]);
  });
});

describe('GET /api/golf-courses/search', () => {
  it('answers matching directory courses in the spec’s search shape, ids as strings', async () => {
    const response = await api.call('GET', '/api/golf-courses/search?query=%20Dunes%20', { token });
    expect(response.statusCode).toBe(200);
    const { courses } = response.json();
    expect(courses.map((course: { id: string; course_name: string }) => [course.id, course.course_name])).toEqual([
      ['900001', 'Bandon Dunes'],
      ['900103', 'Fixture Dunes'],
    ]);
    expect(courses[0]).toMatchObject({ club_name: 'Bandon Dunes Golf Resort', location: { city: 'Bandon', state: 'OR' } });
    expect(courses[0].tees.male[0]).toMatchObject({
      tee_name: 'Black',
      course_rating: 74.1,
      slope_rating: 143,
      par_total: 72,
      total_yards: 6732,
    });
    expect(courses[0].tees.male[0].holes[0]).toEqual({
      par: expect.any(Number),
      yardage: expect.any(Number),
      handicap: expect.any(Number),
    });
    expect(directory.requests.at(-1)).toEqual({ method: 'GET', url: '/v1/search?search_query=Dunes', authorization: `Key ${API_KEY}` });
  });

  it('answers an empty list when nothing matches', async () => {
    const response = await api.call('GET', '/api/golf-courses/search?query=nowhere%20at%20all', { token });
    expect([response.statusCode, response.json()]).toEqual([200, { courses: [] }]);
  });

  it('needs more than 2 characters, and at most 100', async () => {
    const before = directory.requests.length;
    for (const query of ['?query=ab', '?query=%20%20ab%20', '']) {
      const response = await api.call('GET', `/api/golf-courses/search${query}`, { token });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('Please enter at least 3 characters to search.');
    }
    const long = await api.call('GET', `/api/golf-courses/search?query=${'a'.repeat(101)}`, { token });
    expect(long.statusCode).toBe(400);
    expect(directory.requests.length).toBe(before);
  });

  it('needs a signed-in user', async () => {
    expect((await api.call('GET', '/api/golf-courses/search?query=dunes')).statusCode).toBe(401);
  });
});

describe('GET /api/golf-courses/{id}', () => {
  it('shows a course’s tee sets with rating, slope, yardage, par total and holes', async () => {
    const response = await api.call('GET', '/api/golf-courses/900001', { token });
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({ id: '900001', name: 'Bandon Dunes', holes: 18, warnings: [] });
    expect(detail.teeSets.map((tee: Record<string, unknown>) => [tee.name, tee.rating, tee.slope, tee.totalYardage, tee.parTotal])).toEqual(
      [
        ['Black', 74.1, 143, 6732, 72],
        ['Green', 71.4, 133, 6221, 72],
      ],
    );
    expect(detail.teeSets[0].holes).toHaveLength(18);
    expect(detail.teeSets[0].holes[5]).toMatchObject({ holeNumber: 6, par: 3, yardage: 161 });
  });

  it('shows the warning an import of the course would carry', async () => {
    const response = await api.call('GET', '/api/golf-courses/900103', { token });
    expect(response.json().warnings.map((warning: { type: string }) => warning.type)).toEqual(['partial_handicap_data']);
  });

  it('takes an alphanumeric id', async () => {
    const response = await api.call('GET', '/api/golf-courses/gca-7K2M9QB4', { token });
    expect([response.statusCode, response.json().name]).toEqual([200, 'Fixture Heath']);
  });

  it('passes on the directory’s failures with their status and message', async () => {
    const cases = [
      ['424242', 404, DIRECTORY_MESSAGES.notFound],
      [MISBEHAVING_IDS.serverError, 502, DIRECTORY_MESSAGES.serverError(503)],
      [MISBEHAVING_IDS.badJson, 502, DIRECTORY_MESSAGES.notJson],
      [MISBEHAVING_IDS.unexpectedShape, 502, DIRECTORY_MESSAGES.unexpectedShape],
    ] as const;
    for (const [id, status, message] of cases) {
      const response = await api.call('GET', `/api/golf-courses/${id}`, { token });
      expect([response.statusCode, response.json()]).toEqual([status, { message }]);
    }
  });
});

describe('without a course directory', () => {
  let bare: TestApi;
  let bareToken: string;
  beforeAll(async () => {
    // A URL without a key is not a usable directory either.
    bare = await startTestApi({ COURSE_DIRECTORY_URL: directory.url });
    bareToken = (await bare.register()).token;
  });
  afterAll(async () => {
    await bare?.close();
  });

  it('says so on the status route', async () => {
    const response = await bare.call('GET', '/api/golf-courses/status', { token: bareToken });
    expect([response.statusCode, response.json()]).toEqual([200, { configured: false }]);
  });

  it('answers 503 with a plain message on search, detail and import, and queues nothing', async () => {
    const before = directory.requests.length;
    for (const [method, url] of [
      ['GET', '/api/golf-courses/search?query=dunes'],
      ['GET', '/api/golf-courses/900101'],
      ['POST', '/api/golf-courses/900101/import'],
    ] as const) {
      const response = await bare.call(method, url, { token: bareToken });
      expect([response.statusCode, response.json()]).toEqual([503, { message: directoryMessages.notConfigured, configured: false }]);
    }
    expect(directory.requests.length).toBe(before);
    expect(await bare.queues.courseImport.count()).toBe(0);
  });

  it('still asks who is calling first', async () => {
    expect((await bare.call('GET', '/api/golf-courses/900101')).statusCode).toBe(401);
  });
});
