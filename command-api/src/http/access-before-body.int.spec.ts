import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSuperAdmin, SUPER_ADMIN_EMAIL } from '../courses/testing/course-test-calls.ts';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';

/**
 * Who may call is decided before the body is read (decision 0725): on every route of the OpenAPI
 * document that needs a session, a caller without one gets 401 whatever the body holds (malformed
 * JSON, wrong types); on every super-admin route, a signed-in golfer gets 403. Only a caller let
 * through learns what the body should have held.
 */
let api: TestApi;
let golfer: Awaited<ReturnType<TestApi['register']>>;
let admin: { token: string };

interface Operation {
  method: string;
  path: string;
  signedInOnly: boolean;
}
let operations: Operation[];

beforeAll(async () => {
  api = await startTestApi({ SUPER_ADMIN_EMAILS: SUPER_ADMIN_EMAIL });
  golfer = await api.register();
  admin = await registerSuperAdmin(api);
  const doc = (await api.call('GET', '/api/docs/json')).json() as {
    paths: Record<string, Record<string, { security?: Array<Record<string, unknown>> }>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      // Bearer only: a route that also lets a caller without a token in has `{}` among its options.
      signedInOnly: (operation.security ?? []).length > 0 && (operation.security ?? []).every((option) => 'bearerAuth' in option),
    })),
  );
});
afterAll(async () => {
  await api?.close();
});

const ID = '00000000-0000-4000-8000-000000000001';
const urlOf = (path: string) => path.replace(/\{[^}]+\}/g, ID);
const BODIES = ['{"', '{"name":5,"holes":"x","email":[]}', '[]'];
const send = (operation: Operation, payload: string, token?: string) =>
  api.app.inject({
    method: operation.method as 'POST',
    url: urlOf(operation.path),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });

describe('access is decided before the body is read', () => {
  it('every route that needs a session answers 401 to a caller without one, whatever the body', async () => {
    const routes = operations.filter((operation) => operation.signedInOnly && operation.method !== 'GET');
    expect(routes.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const operation of routes)
      for (const body of BODIES) {
        const answer = await send(operation, body);
        if (answer.statusCode !== 401)
          wrong.push(`${operation.method} ${operation.path} with ${body}: ${answer.statusCode} ${answer.body}`);
      }
    expect(wrong).toEqual([]);
  });

  it('every super-admin route answers 403 to a golfer, whatever the body; the super admin is told what is wrong with it', async () => {
    const adminRoutes = operations.filter(
      (operation) => operation.path.startsWith('/api/admin/') && operation.path !== '/api/admin/courses/template',
    );
    expect(adminRoutes.length).toBeGreaterThanOrEqual(9);
    const wrong: string[] = [];
    for (const operation of adminRoutes)
      for (const body of operation.method === 'GET' ? ['{}'] : BODIES) {
        const answer = await send(operation, body, golfer.token);
        if (answer.statusCode !== 403)
          wrong.push(`${operation.method} ${operation.path} with ${body}: ${answer.statusCode} ${answer.body}`);
      }
    expect(wrong).toEqual([]);
    const events = await api.countEvents();
    const malformed = await send({ method: 'POST', path: '/api/admin/courses', signedInOnly: true }, '{"', admin.token);
    expect(malformed.statusCode).toBe(400);
    expect(await api.countEvents()).toBe(events);
  });
});
