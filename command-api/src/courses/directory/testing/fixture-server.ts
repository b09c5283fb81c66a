import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { allDirectoryFixtures } from './directory-fixtures.ts';

/*
 * Test support: a local stand-in for the external course directory that serves the recorded
 * fixtures on the service's two routes, plus ids that misbehave on purpose.
 */

/** Course ids that do not answer with a course. */
export const MISBEHAVING_IDS = {
  /** Answers a fixture course after `slowMs`. */
  slow: 'slow-course',
  /** Answers 200 with a body that is not JSON. */
  badJson: 'bad-json',
  /** Answers 503. */
  serverError: 'server-error',
  /** Answers 200 with JSON that is not a course answer. */
  unexpectedShape: 'unexpected-shape',
} as const;

export type RecordedRequest = { method: string; url: string; authorization: string | undefined };

export type CourseDirectoryFixtureServer = {
  /** Base URL to give the client, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  /** Every request received, oldest first. */
  requests: RecordedRequest[];
  close(): Promise<void>;
};

/** Starts the stand-in on 127.0.0.1 and a free port. Requests without `Authorization: Key <apiKey>` get 401. */
export async function startCourseDirectoryFixtureServer(options: {
  apiKey: string;
  slowMs?: number;
}): Promise<CourseDirectoryFixtureServer> {
  const { apiKey, slowMs = 2000 } = options;
  const courses = allDirectoryFixtures();
  const requests: RecordedRequest[] = [];

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fixture.invalid');
    requests.push({ method: request.method ?? '', url: url.pathname + url.search, authorization: request.headers.authorization });
    if (request.method !== 'GET') return sendJson(response, 405, { message: 'Method not allowed' });
    if (request.headers.authorization !== `Key ${apiKey}`) return sendJson(response, 401, { message: 'API Key is missing or invalid' });
    if (url.pathname === '/v1/search') {
      const query = (url.searchParams.get('search_query') ?? '').trim().toLowerCase();
      const matches = courses.filter((course) =>
        [course.club_name, course.course_name, course.location?.city].some(
          (text) => typeof text === 'string' && text.toLowerCase().includes(query),
        ),
      );
      return sendJson(response, 200, { courses: query === '' ? [] : matches });
    }
    const courseRoute = /^\/v1\/courses\/([^/]+)$/.exec(url.pathname);
    if (courseRoute === null) return sendJson(response, 404, { message: 'Not found' });
    const id = decodeURIComponent(courseRoute[1] ?? '');
    switch (id) {
      case MISBEHAVING_IDS.slow: {
        const timer = setTimeout(() => sendJson(response, 200, { course: courses[0] }), slowMs);
        response.on('close', () => clearTimeout(timer));
        return;
      }
      case MISBEHAVING_IDS.badJson:
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end('{"course": {"id": 1, "club_name": "Trunc');
      case MISBEHAVING_IDS.serverError:
        return sendJson(response, 503, { message: 'Service unavailable' });
      case MISBEHAVING_IDS.unexpectedShape:
        return sendJson(response, 200, { data: [{ name: 'Not a course answer' }] });
    }
    const course = courses.find((candidate) => String(candidate.id) === id);
    return course ? sendJson(response, 200, { course }) : sendJson(response, 404, { message: 'Course not found' });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
