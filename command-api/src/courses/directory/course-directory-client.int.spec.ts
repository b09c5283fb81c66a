import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourseDirectoryClient, type CourseDirectoryClient } from './course-directory-client.ts';
import { CourseDirectoryError } from './course-directory-error.ts';
import { MISBEHAVING_IDS, startCourseDirectoryFixtureServer, type CourseDirectoryFixtureServer } from './testing/fixture-server.ts';
import { mapDirectoryCourse } from './map-directory-course.ts';

const API_KEY = 'fixture-key-123';

let directory: CourseDirectoryFixtureServer;
let client: CourseDirectoryClient;
/** Gives up after 300 ms: only for the fixture's answer that takes 1.5 s (a busy machine may take longer than 300 ms to answer anything). */
let impatient: CourseDirectoryClient;

beforeAll(async () => {
  directory = await startCourseDirectoryFixtureServer({ apiKey: API_KEY, slowMs: 1500 });
  client = createCourseDirectoryClient({ baseUrl: `${directory.url}/`, apiKey: API_KEY, timeoutMs: 10_000 });
  impatient = createCourseDirectoryClient({ baseUrl: `${directory.url}/`, apiKey: API_KEY, timeoutMs: 300 });
});

afterAll(async () => {
  await directory.close();
});

/** The error a call rejects with, checked to be a CourseDirectoryError. */
async function failure(call: Promise<unknown>): Promise<CourseDirectoryError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(CourseDirectoryError);
  return error as CourseDirectoryError;
}

describe('course directory client', () => {
  it('searches with the key header and the search_query parameter', async () => {
    const courses = await client.search('  Dunes ');
    expect(courses.map((course) => [course.id, course.course_name])).toEqual([
      ['900001', 'Bandon Dunes'],
      ['900103', 'Fixture Dunes'],
    ]);
    const request = directory.requests.at(-1);
    expect(request).toEqual({ method: 'GET', url: '/v1/search?search_query=Dunes', authorization: `Key ${API_KEY}` });
  });

  it('answers an empty list when nothing matches', async () => {
    await expect(client.search('no such course')).resolves.toEqual([]);
    expect(directory.requests.at(-1)?.url).toBe('/v1/search?search_query=no%20such%20course');
  });

  it('refuses a query under 3 characters without calling the directory', async () => {
    const before = directory.requests.length;
    const error = await failure(client.search(' ab '));
    expect([error.status, error.message]).toEqual([400, 'Please enter at least 3 characters to search.']);
    expect(directory.requests.length).toBe(before);
  });

  it('gets a course that maps to an import', async () => {
    const course = await client.getCourse('900101');
    expect(course.id).toBe('900101');
    const { course: imported, warnings } = mapDirectoryCourse(course);
    expect(imported.teeSets.map((tee) => tee.name)).toEqual(['Championship', 'Blue', 'White', 'White (W)', 'Red']);
    expect(warnings).toEqual([]);
  });

  it('gets a course by an alphanumeric id', async () => {
    const course = await client.getCourse('gca-7K2M9QB4');
    expect(course.course_name).toBe('Fixture Heath');
    expect(directory.requests.at(-1)?.url).toBe('/v1/courses/gca-7K2M9QB4');
  });

  it('maps an unknown course to 404', async () => {
    const error = await failure(client.getCourse('424242'));
    expect([error.status, error.message]).toEqual([404, 'Course not found in the directory']);
  });

  it('maps a rejected key to 502 naming COURSE_DIRECTORY_KEY', async () => {
    const wrongKey = createCourseDirectoryClient({ baseUrl: directory.url, apiKey: 'wrong', timeoutMs: 10_000 });
    for (const call of [wrongKey.search('dunes'), wrongKey.getCourse('900101')]) {
      const error = await failure(call);
      expect([error.status, error.message]).toEqual([502, 'The course directory rejected our API key (COURSE_DIRECTORY_KEY).']);
    }
  });

  it('gives up on a slow answer with 504', async () => {
    const started = Date.now();
    const error = await failure(impatient.getCourse(MISBEHAVING_IDS.slow));
    expect(error.status).toBe(504);
    expect(error.message).toBe('The course directory did not answer in time. Try again, or add the course manually.');
    expect(Date.now() - started).toBeLessThan(1200);
  });

  it('maps a body that is not JSON to 502', async () => {
    const error = await failure(client.getCourse(MISBEHAVING_IDS.badJson));
    expect(error.status).toBe(502);
    expect(error.message).toContain('not JSON');
  });

  it('maps JSON that is not a course answer to 502', async () => {
    const error = await failure(client.getCourse(MISBEHAVING_IDS.unexpectedShape));
    expect(error.status).toBe(502);
    expect(error.message).toContain('unexpected format');
  });

  it('maps a directory outage to 502 with its status', async () => {
    const error = await failure(client.getCourse(MISBEHAVING_IDS.serverError));
    expect([error.status, error.message]).toEqual([
      502,
      'The course directory had a problem (HTTP 503). Try again later, or add the course manually.',
    ]);
  });

  it('maps an unreachable directory to 502', async () => {
    const nobody = await freePort();
    const offline = createCourseDirectoryClient({ baseUrl: `http://127.0.0.1:${nobody}`, apiKey: API_KEY, timeoutMs: 2000 });
    const error = await failure(offline.search('dunes'));
    expect([error.status, error.message]).toEqual([502, 'Could not reach the course directory. Try again, or add the course manually.']);
  });
});

/** A port nothing listens on: taken from the OS, then released. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}
