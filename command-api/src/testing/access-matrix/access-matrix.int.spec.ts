import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCourseDirectoryFixtureServer, type CourseDirectoryFixtureServer } from '../../courses/directory/testing/fixture-server.ts';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { WorldBuilder, type GameWorld, type People, type Person, type TripWorld, type WorldCourse } from './access-world.ts';
import { CALLERS, readAccessMatrix, type Caller } from './matrix-doc.ts';
import { worldFormat } from './cell-call.ts';
import { routeCalls, type CellRequest, type RouteCall } from './route-calls.ts';

/**
 * The access matrix of docs/access.md, cell by cell, against the real app on a real database:
 * each caller gets the status the table says, a refusal says why, and a refusal writes nothing.
 */
const MATRIX = fileURLToPath(new URL('../../../../docs/access.md', import.meta.url));
const SUPER_ADMIN = 'matrix.super@example.com';
const DIRECTORY_KEY = 'matrix-directory-key';
const rows = await readAccessMatrix(MATRIX);

let directory: CourseDirectoryFixtureServer;
let api: TestApi;
let baseUrl: string;
let people: People;
let builder: WorldBuilder;
let creatorJobId: string;
let template: Buffer;
let globalCourseId: string;
let cells = 0;

beforeAll(async () => {
  directory = await startCourseDirectoryFixtureServer({ apiKey: DIRECTORY_KEY });
  api = await startTestApi({ SUPER_ADMIN_EMAILS: SUPER_ADMIN, COURSE_DIRECTORY_URL: directory.url, COURSE_DIRECTORY_KEY: DIRECTORY_KEY });
  baseUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
  const register = (email?: string) => api.register(email ? { email } : {});
  people = {
    creator: await register(),
    admin: await register(),
    player: await register(),
    viewer: await register(),
    stranger: await register(),
    superAdmin: await register(SUPER_ADMIN),
    platformAdmin: await register(),
    target: await register(),
  };
  const promoted = await api.call('PUT', `/api/admin/users/${people.platformAdmin.user.id}/promote`, {
    token: people.superAdmin.token,
    body: { isAdmin: true },
  });
  expect(promoted.json().user, promoted.body).toMatchObject({ isAdmin: true, isSuperAdmin: false });
  // The change of roles ended the platform admin's session: they sign in again.
  people.platformAdmin = { ...people.platformAdmin, token: await signInAgain(people.platformAdmin) };
  builder = new WorldBuilder(api, people);
  const job = await api.call('POST', '/api/golf-courses/900101/import', { token: people.creator.token });
  creatorJobId = job.json().jobId;
  template = (await api.call('GET', '/api/admin/courses/template', { token: people.superAdmin.token })).rawPayload;
  const global = await api.call('POST', '/api/admin/courses', {
    token: people.superAdmin.token,
    body: { name: 'Matrix Global', location: 'Everywhere', holes: 18 },
  });
  expect(global.statusCode, global.body).toBe(201);
  globalCourseId = global.json().course.id;
});
afterAll(async () => {
  await api?.close();
  await directory?.close();
});

/** A new session of a person of the matrix (every one registered with the password 'secret123'). */
async function signInAgain(person: Person): Promise<string> {
  const response = await api.call('POST', '/api/auth/login', { body: { email: person.user.email, password: 'secret123' } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as string;
}

/** The person behind a signed-in caller; null for a guest and for the signed out. */
function personOf(caller: Caller): Person | null {
  const persons: Record<Caller, Person | null> = {
    creator: people.creator,
    admin: people.admin,
    'player A': people.player,
    'player B': people.player,
    viewer: people.viewer,
    guest: null,
    stranger: people.stranger,
    'signed out': null,
    'super admin': people.superAdmin,
    'platform admin': people.platformAdmin,
  };
  return persons[caller];
}

function tokenOf(caller: Caller, world: GameWorld): string | undefined {
  const tokens: Record<Caller, string | undefined> = {
    creator: people.creator.token,
    admin: people.admin.token,
    'player A': people.player.token,
    'player B': people.player.token,
    viewer: people.viewer.token,
    guest: world.guestToken,
    stranger: people.stranger.token,
    'signed out': undefined,
    'super admin': people.superAdmin.token,
    'platform admin': people.platformAdmin.token,
  };
  return tokens[caller];
}

/** One call; a stream's status is read from its headers and the stream closed. */
async function send(request: CellRequest, token: string | undefined, position: string): Promise<{ status: number; body: string }> {
  const headers: Record<string, string> = { 'x-min-position': position, ...(token ? { authorization: `Bearer ${token}` } : {}) };
  if (request.stream) {
    const aborted = new AbortController();
    const response = await fetch(`${baseUrl}${request.url}`, { headers, signal: aborted.signal });
    const body = response.ok ? '' : await response.text();
    aborted.abort();
    return { status: response.status, body };
  }
  if (request.file) {
    const boundary = `----matrix${randomBytes(8).toString('hex')}`;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="courses.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`;
    const payload = Buffer.concat([Buffer.from(head), request.file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const response = await api.app.inject({
      method: request.method,
      url: request.url,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    return { status: response.statusCode, body: response.body };
  }
  const response = await api.call(request.method, request.url, {
    ...(request.body === undefined ? {} : { body: request.body }),
    ...(token ? { token } : {}),
    headers: { 'x-min-position': position },
  });
  return { status: response.statusCode, body: response.body };
}

/** A course of the creator's and a game on it, and a trip when the row acts on one, as the row needs them (see RouteCall). */
async function placeFor(call: RouteCall): Promise<{ world: GameWorld; course: WorldCourse; trip: TripWorld | null }> {
  const course = await builder.course();
  const world = await builder.game(course, worldFormat(call.world), call.world === 'setup');
  if (call.world === 'round_one_finished') await builder.finishRoundOne(world);
  const trip = call.trip ? await builder.trip(course) : null;
  return { world, course, trip };
}

const message = (body: string): unknown => {
  try {
    return (JSON.parse(body) as { message?: unknown }).message;
  } catch {
    return undefined;
  }
};

describe('the access matrix (docs/access.md)', () => {
  it('has a row, and a call, for every route of the OpenAPI document, and no other', async () => {
    const doc = (await api.call('GET', '/api/docs/json')).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(rows.map((row) => row.route).sort()).toEqual(documented.sort());
    expect(Object.keys(routeCalls).sort()).toEqual(documented.sort());
  });

  for (const row of rows) {
    it(row.route, async () => {
      const call = routeCalls[row.route];
      if (!call) throw new Error(`no call for ${row.route} in route-calls.ts`);
      // Each row has a course and game of its own: a caller let through in one row (joining a
      // game, adding a course) changes nothing another row relies on.
      const shared = await placeFor(call);
      const wrong: string[] = [];
      for (const caller of CALLERS) {
        const expected = row.expected[caller];
        const allowed = expected < 300;
        let place = shared;
        if (allowed && call.fresh === 'game') place = await placeFor(call);
        if (allowed && call.fresh === 'course') place = { ...shared, course: await builder.course() };
        if (allowed && call.fresh === 'trip') place = { ...shared, trip: await builder.trip(shared.course) };
        cells += 1;
        const request = call.request({
          caller,
          ...place,
          people,
          unique: `${cells}${randomBytes(2).toString('hex')}`,
          creatorJobId,
          template,
          globalCourseId,
        });
        const person = personOf(caller);
        const token = request.ownSession && person ? await signInAgain(person) : tokenOf(caller, place.world);
        const before = await api.countEvents();
        const answer = await send(request, token, builder.position);
        if (answer.status !== expected) wrong.push(`${caller}: ${answer.status} (expected ${expected}) ${answer.body.slice(0, 160)}`);
        if (!allowed && answer.status === expected) {
          if (typeof message(answer.body) !== 'string' || message(answer.body) === '')
            wrong.push(`${caller}: refused without a message: ${answer.body.slice(0, 160)}`);
          const written = (await api.countEvents()) - before;
          if (written !== 0) wrong.push(`${caller}: refused, yet ${written} event(s) were written`);
        }
      }
      expect(wrong, row.route).toEqual([]);
    });
  }
});
