import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { callerOf, startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { SESSION_CHECK_TTL_MS, SessionRegistry } from './session-registry.ts';

/**
 * Two API processes on one database: a session ended on the first is refused there at once, and
 * on the second once its kept fold of the user is older than SESSION_CHECK_TTL_MS (its clock is
 * moved by hand, so the test does not wait, and load cannot make it flaky).
 */
let api: TestApi;
let other: FastifyInstance;
let otherClock = 0;
beforeAll(async () => {
  api = await startTestApi();
  other = await buildApp({
    config: api.config,
    store: api.store,
    pool: api.pool,
    queues: api.queues,
    sessions: new SessionRegistry(api.store, { now: () => otherClock }),
  });
});
afterAll(async () => {
  await other?.close();
  await api?.close();
});

const meOn = async (app: FastifyInstance, token: string) => (await callerOf(app)('GET', '/api/auth/user', { token })).statusCode;

describe('a session ended by another API process', () => {
  it('is refused there within the kept time, and at once here', async () => {
    const { token, user } = await api.register();
    expect(await meOn(other, token)).toBe(200);

    expect((await api.call('POST', '/api/auth/logout', { token })).statusCode).toBe(200);
    expect(await meOn(api.app, token)).toBe(401);
    // The other process read the user's stream before the sign-out and keeps it a while.
    otherClock += SESSION_CHECK_TTL_MS - 1;
    expect(await meOn(other, token)).toBe(200);
    otherClock += 2;
    expect(await meOn(other, token)).toBe(401);

    // A password changed on the first process: the new token is at once good on the other,
    // whose kept fold is behind it (it reads the stream again for a newer version).
    const login = await api.call('POST', '/api/auth/login', { body: { email: user.email, password: 'secret123' } });
    const second = login.json().token as string;
    expect(await meOn(other, second)).toBe(200);
    const changed = await api.call('POST', '/api/auth/change-password', {
      token: second,
      body: { currentPassword: 'secret123', newPassword: 'another-password' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await meOn(other, changed.json().token)).toBe(200);
    expect(await meOn(other, second)).toBe(401);
  });
});
