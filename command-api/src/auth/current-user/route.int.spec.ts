import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSessionToken } from '../session-token.ts';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const unauthenticated = { message: 'Authentication required' };

describe('GET /api/auth/user', () => {
  it('answers the signed-in user from the read table', async () => {
    const { token, user, position } = await api.register();
    const response = await api.call('GET', '/api/auth/user', { token, headers: { 'x-min-position': position } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(user);
  });

  it('answers 401 without a token, with a garbled one, or with a token signed by another secret', async () => {
    const foreign = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('x')
      .sign(new TextEncoder().encode('another-secret-another-secret-12345'));
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer garbage' },
      { authorization: 'Basic dXNlcjpwdw==' },
      { authorization: `Bearer ${foreign}` },
    ];
    for (const headers of attempts) {
      const response = await api.call('GET', '/api/auth/user', { headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(unauthenticated);
    }
  });

  it('answers 401 for an expired token, saying so', async () => {
    const { user } = await api.register();
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    const token = await issueSessionToken({ userId: user.id, version: 0 }, api.config.JWT_SECRET, eightDaysAgo);
    const response = await api.call('GET', '/api/auth/user', { token });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Your session has expired. Please sign in again.' });
  });

  it('answers 401 for a valid token of an account that does not exist', async () => {
    const token = await issueSessionToken({ userId: '00000000-0000-4000-8000-000000000000', version: 0 }, api.config.JWT_SECRET);
    const response = await api.call('GET', '/api/auth/user', { token });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthenticated);
  });

  it('answers 400 to an X-Min-Position that is not a number', async () => {
    const { token } = await api.register();
    const response = await api.call('GET', '/api/auth/user', { token, headers: { 'x-min-position': 'soon' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('X-Min-Position');
  });

  it('says when X-Min-Position was not reached within the bound, and answers anyway', async () => {
    const { token } = await api.register();
    const started = Date.now();
    const response = await api.call('GET', '/api/auth/user', { token, headers: { 'x-min-position': '999999999999' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-min-position-reached']).toBe('false');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
