import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';

let api: TestApi;
let registered: Awaited<ReturnType<TestApi['register']>>;
beforeAll(async () => {
  api = await startTestApi();
  registered = await api.register({ email: 'golfer@example.com', password: 'right-password' });
});
afterAll(async () => {
  await api?.close();
});

describe('POST /api/auth/login', () => {
  it('answers a token and the user view (from the log, never stale) for the right password, in any e-mail case', async () => {
    const response = await api.call('POST', '/api/auth/login', { body: { email: ' GOLFER@example.com ', password: 'right-password' } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toEqual(registered.user);
    expect(body.position).toBe(registered.position);
    const me = await api.call('GET', '/api/auth/user', { token: body.token });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(registered.user.id);
  });

  it('answers 401 "Invalid email or password" for a wrong password and for an unknown e-mail alike', async () => {
    const wrong = await api.call('POST', '/api/auth/login', { body: { email: 'golfer@example.com', password: 'wrong-password' } });
    const unknown = await api.call('POST', '/api/auth/login', { body: { email: 'nobody@example.com', password: 'right-password' } });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid email or password' });
    }
  });

  it.each([
    [{ email: 'nope', password: 'x' }, 'email', 'Valid email is required'],
    [{ email: 'golfer@example.com', password: '' }, 'password', 'Password is required'],
    [{ password: 'x' }, 'email', 'Valid email is required'],
  ])('answers 400 naming the field for %j', async (body, path, message) => {
    const response = await api.call('POST', '/api/auth/login', { body });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path, message });
  });
});
