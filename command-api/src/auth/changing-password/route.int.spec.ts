import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@golf/contracts';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const login = (email: string, password: string) => api.call('POST', '/api/auth/login', { body: { email, password } });
const signIn = async (email: string, password = 'secret123') => {
  const response = await login(email, password);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as string;
};
const me = (token: string) => api.call('GET', '/api/auth/user', { token });
const changePassword = (token: string, body: unknown) => api.call('POST', '/api/auth/change-password', { token, body });

describe('POST /api/auth/change-password', () => {
  it('sets the new password, ends every earlier session at once and answers a new token for this phone', async () => {
    const { token: phone, user } = await api.register();
    const stolen = await signIn(user.email);
    const before = await api.countEvents();

    const changed = await changePassword(phone, { currentPassword: 'secret123', newPassword: 'a-new-password' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({
      token: expect.any(String),
      user: expect.objectContaining({ id: user.id }),
      position: expect.stringMatching(/^\d+$/),
    });
    expect(await api.countEvents()).toBe(before + 1);
    const stream = await api.store.readStream(`user-${user.id}`);
    expect(stream.at(-1)).toMatchObject({ type: 'UserPasswordChanged', data: { userId: user.id, via: 'changed_by_user' } });
    expect(JSON.stringify(stream.map((event) => [event.data, event.metadata]))).not.toContain('a-new-password');

    for (const old of [phone, stolen]) {
      const ended = await me(old);
      expect(ended.statusCode).toBe(401);
      expect(ended.json()).toEqual({ message: authMessages.sessionEnded });
    }
    expect((await me(changed.json().token)).statusCode).toBe(200);
    expect((await login(user.email, 'secret123')).statusCode).toBe(401);
    expect((await me(await signIn(user.email, 'a-new-password'))).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400, writing nothing and ending no session', async () => {
    const { token, user } = await api.register();
    const other = await signIn(user.email);
    const before = await api.countEvents();
    const wrong = await changePassword(token, { currentPassword: 'not-my-password', newPassword: 'a-new-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Current password is incorrect' });
    expect(await api.countEvents()).toBe(before);
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(200);
    expect((await login(user.email, 'secret123')).statusCode).toBe(200);
    expect((await login(user.email, 'a-new-password')).statusCode).toBe(401);
  });

  it('checks the fields with the reset’s rules, writing nothing', async () => {
    const { token } = await api.register();
    const before = await api.countEvents();
    const short = await changePassword(token, { currentPassword: 'secret123', newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([{ path: 'newPassword', message: 'Password must be at least 8 characters' }]);
    const missing = await changePassword(token, { newPassword: 'long-enough' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ path: 'currentPassword', message: 'Current password is required' }]);
    expect(await api.countEvents()).toBe(before);
  });

  it('answers 401 without a session that holds', async () => {
    const none = await api.call('POST', '/api/auth/change-password', {
      body: { currentPassword: 'secret123', newPassword: 'a-new-password' },
    });
    expect(none.statusCode).toBe(401);
    const { token } = await api.register();
    await api.call('POST', '/api/auth/logout', { token });
    const ended = await changePassword(token, { currentPassword: 'secret123', newPassword: 'a-new-password' });
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({ message: authMessages.sessionEnded });
  });
});

describe('POST /api/auth/change-password, guessed at', () => {
  let limited: TestApi;
  beforeAll(async () => {
    limited = await startTestApi({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('is rate limited like sign-in', async () => {
    const { token } = await limited.register();
    const guess = () =>
      limited.call('POST', '/api/auth/change-password', { token, body: { currentPassword: 'guess', newPassword: 'a-new-password' } });
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await guess()).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});
