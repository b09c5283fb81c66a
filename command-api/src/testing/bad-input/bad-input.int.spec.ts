import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'slonik';
import { z } from 'zod';
import { startCourseDirectoryFixtureServer, type CourseDirectoryFixtureServer } from '../../courses/directory/testing/fixture-server.ts';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { WorldBuilder, type GameWorld, type People, type TripWorld, type WorldCourse } from '../access-matrix/access-world.ts';
import { worldFormat } from '../access-matrix/cell-call.ts';
import { routeCalls, type RouteCall } from '../access-matrix/route-calls.ts';
import { badCases, EXTRA_FIELD, type BadCase } from './bad-cases.ts';
import { operationsOf } from './openapi-operations.ts';

/**
 * Bad input on every route of the OpenAPI document, generated from the document itself: each
 * route's valid call (the access matrix's, made by a caller the route lets through) is broken in
 * every way its schema allows (malformed JSON, wrong types, missing fields, huge strings,
 * NaN/Infinity/-0, `__proto__` and `constructor` keys, wrong content types, bad path and query
 * parameters, text PostgreSQL cannot store and text-direction overrides). Each answer must be a
 * 4xx with a message, and the log must not move. Odd but valid text (10,000 emoji, combining
 * marks, right-to-left script) is a 4xx with a message or stored exactly as sent.
 */
const SUPER_ADMIN = 'badinput.super@example.com';
const DIRECTORY_KEY = 'badinput-directory-key';

/**
 * Cases the generator counts as bad that the product accepts on purpose: the spec gives these
 * fields a default when they are left out (the OpenAPI document lists them as required because
 * the default is filled in by a preprocess), and a directory id of the right form is known to be
 * wrong only by the directory (the import job then fails where GET /api/jobs/{id} shows it).
 */
const ACCEPTED: Record<string, RegExp> = {
  'POST /api/auth/register': /^without handicap$/,
  'POST /api/admin/users': /^without handicap$/,
  'POST /api/courses': /^without holes$/,
  'POST /api/admin/courses': /^without holes$/,
  'POST /api/courses/{id}/tees': /^without (color|rating|slope)$/,
  'POST /api/games': /^an empty object$/,
  'POST /api/golf-courses/{id}/import': /^id = (not-an-id|-0|NaN|Infinity|1e999|__proto__|constructor)$/,
  // A blank handicap index is 0, as at sign-up (HandicapIndexField).
  'POST /api/games/{id}/players': /^without handicap$/,
  // Their bodies are optional (nullish): null is no body.
  'POST /api/games/{id}/share-links': /^the body null$/,
  'POST /api/games/{id}/regenerate-codes': /^the body null$/,
  // Read, not kept: a share's playerName picks a player of the game to link; a signed-in follower's code is not used.
  'POST /api/games/{id}/share-with-user': /^playerName: combining marks$/,
  'POST /api/push/subscriptions': /^code: combining marks$/,
};

let directory: CourseDirectoryFixtureServer;
let api: TestApi;
let baseUrl: string;
let people: People;
let builder: WorldBuilder;
let creatorJobId: string;
let template: Buffer;
let globalCourseId: string;
let course: WorldCourse;
let trip: TripWorld;
const worlds = new Map<string, Promise<GameWorld>>();

beforeAll(async () => {
  directory = await startCourseDirectoryFixtureServer({ apiKey: DIRECTORY_KEY });
  // Sign-out's cases each use a session of their own (below), so sign-ins pass the rate limit.
  api = await startTestApi({
    SUPER_ADMIN_EMAILS: SUPER_ADMIN,
    COURSE_DIRECTORY_URL: directory.url,
    COURSE_DIRECTORY_KEY: DIRECTORY_KEY,
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  });
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
  builder = new WorldBuilder(api, people);
  creatorJobId = (await api.call('POST', '/api/golf-courses/900101/import', { token: people.creator.token })).json().jobId;
  template = (await api.call('GET', '/api/admin/courses/template', { token: people.superAdmin.token })).rawPayload;
  const global = await api.call('POST', '/api/admin/courses', {
    token: people.superAdmin.token,
    body: { name: 'Bad Input Global', location: 'Everywhere', holes: 18 },
  });
  globalCourseId = global.json().course.id;
  course = await builder.course();
  trip = await builder.trip(course);
}, 120_000);
afterAll(async () => {
  await api?.close();
  await directory?.close();
});

/**
 * The game a route's valid call acts on: one per kind of world, built once; a route whose call
 * changes its game for good (deleting it, a round or a share) gets one of its own, so no other
 * route's cases meet a game that is gone (its read gate answers 404 before the body is read).
 */
function worldFor(call: RouteCall, route: string): Promise<GameWorld> {
  const kind = call.world ?? 'in_progress';
  const key = call.fresh === 'game' ? `${kind} for ${route}` : kind;
  if (!worlds.has(key))
    worlds.set(
      key,
      (async () => {
        const world = await builder.game(course, worldFormat(call.world), kind === 'setup');
        if (kind === 'round_one_finished') await builder.finishRoundOne(world);
        // The read gates run before the body is read (decision 0725): the world is read before any case.
        const seen = await api.call('GET', `/api/games/${world.gameId}`, {
          token: people.creator.token,
          headers: { 'x-min-position': world.position },
        });
        expect(seen.statusCode, seen.body).toBe(200);
        return world;
      })(),
    );
  return worlds.get(key)!;
}

/** A new session of the creator (registered with the password 'secret123'). */
async function newSessionOfCreator(): Promise<string> {
  const response = await api.call('POST', '/api/auth/login', { body: { email: people.creator.user.email, password: 'secret123' } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as string;
}

const head = () =>
  api.pool.oneFirst(sql.type(z.object({ head: z.string() }))`SELECT coalesce(max(position), 0)::text AS head FROM es.events`);
const writtenAfter = (position: string) =>
  api.pool.anyFirst(
    sql.type(z.object({ written: z.string() }))`SELECT data::text || metadata::text AS written FROM es.events WHERE position > ${position}`,
  );

/** One case's answer: over real HTTP for a stream (closed once its status is known), else injected. */
async function send(badCase: BadCase, token: string, stream: boolean): Promise<{ status: number; body: string }> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    ...(badCase.contentType ? { 'content-type': badCase.contentType } : {}),
  };
  if (stream) {
    const aborted = new AbortController();
    const response = await fetch(`${baseUrl}${badCase.url}`, { headers, signal: aborted.signal });
    const body = response.ok ? '' : await response.text();
    aborted.abort();
    return { status: response.status, body };
  }
  const response = await api.app.inject({
    method: badCase.method,
    url: badCase.url,
    headers,
    ...(badCase.payload === undefined ? {} : { payload: badCase.payload }),
  });
  return { status: response.statusCode, body: response.body };
}

function messageOf(body: string): string | undefined {
  try {
    const message = (JSON.parse(body) as { message?: unknown }).message;
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}

/** What is wrong with one answer; empty when it is right. */
async function judge(badCase: BadCase, answer: { status: number; body: string }, before: string): Promise<string[]> {
  const wrong: string[] = [];
  const said = `${answer.status} ${answer.body.slice(0, 200)}`;
  const message = messageOf(answer.body);
  const refused = answer.status >= 400 && answer.status < 500;
  if (badCase.expect === 'refused' && !refused) wrong.push(`not refused: ${said}`);
  if (badCase.expect !== 'refused' && answer.status >= 500) wrong.push(`failed: ${said}`);
  if (refused && !message?.trim()) wrong.push(`refused without a message: ${said}`);
  if (badCase.mentions && refused && (!message?.includes(`"${badCase.mentions}"`) || /not valid JSON/i.test(message)))
    wrong.push(`the refusal does not say it is about ${badCase.mentions}: ${said}`);
  const written = await writtenAfter(before);
  if (refused && written.length > 0) wrong.push(`refused, yet ${written.length} event(s) were written`);
  if (written.some((text) => text.includes(EXTRA_FIELD))) wrong.push(`the unknown field reached the log`);
  // Taken odd text is stored as sent: no replacement character, no normalisation, nothing cut.
  const text = badCase.text;
  if (badCase.expect === 'exact' && !refused && !badCase.secret && text !== undefined && written.length > 0)
    if (!written.some((event) => event.includes(text))) wrong.push(`taken, but not stored as sent: ${written[0]?.slice(0, 200)}`);
  return wrong;
}

describe('bad input on every route of the OpenAPI document', () => {
  it('refuses each bad request with a 4xx and a message, and writes nothing', { timeout: 300_000 }, async () => {
    const doc = (await api.call('GET', '/api/docs/json')).json();
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(80);
    const wrong: string[] = [];
    const counts = { cases: 0, refused: 0, validation: 0 };
    const statuses = new Map<number, number>();
    for (const operation of operations) {
      const call = routeCalls[operation.route];
      if (!call) throw new Error(`no valid call for ${operation.route} in access-matrix/route-calls.ts`);
      // The admin routes, and a golfer's handicap record by id, are super admins' only.
      const asSuperAdmin = operation.path.startsWith('/api/admin/') || operation.path.startsWith('/api/users/{id}/');
      const world = await worldFor(call, operation.route);
      const valid = call.request({
        caller: asSuperAdmin ? 'super admin' : 'creator',
        world,
        course,
        people,
        unique: `bad${counts.cases}`,
        creatorJobId,
        template,
        trip,
        globalCourseId,
      });
      const callerToken = asSuperAdmin ? people.superAdmin.token : people.creator.token;
      for (const generated of badCases(operation, valid)) {
        // A call that ends its own session (sign-out) gets a fresh one, so the others keep theirs.
        const token = valid.ownSession ? await newSessionOfCreator() : callerToken;
        const accepted = ACCEPTED[operation.route]?.test(generated.name) ?? false;
        const badCase: BadCase = accepted ? { ...generated, expect: 'tolerated' } : generated;
        counts.cases += 1;
        const before = await head();
        const answer = await send(badCase, token, valid.stream === true);
        if (answer.status >= 400 && answer.status < 500) counts.refused += 1;
        if (answer.status === 400) counts.validation += 1;
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (badCase.expect === 'refused' && (answer.status === 401 || answer.status === 403))
          wrong.push(`${operation.route} [${badCase.name}]: ${answer.status}: the caller has access, so the case never reached validation`);
        for (const problem of await judge(badCase, answer, before)) wrong.push(`${operation.route} [${badCase.name}]: ${problem}`);
      }
    }
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
    console.log(`bad input: ${counts.cases} cases over ${operations.length} routes; ${counts.refused} refused (${byStatus.join(', ')})`);
    expect(wrong).toEqual([]);
  });
});
