import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@golf/contracts';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { registerSuperAdmin, SUPER_ADMIN_EMAIL } from '../../courses/testing/course-test-calls.ts';

let api: TestApi;
let admin: { token: string; user: { id: string } };
beforeAll(async () => {
  api = await startTestApi({ SUPER_ADMIN_EMAILS: SUPER_ADMIN_EMAIL });
  admin = await registerSuperAdmin(api);
});
afterAll(async () => {
  await api?.close();
});

const newUser = (name: string, extra: Record<string, unknown> = {}) => ({
  username: name,
  email: `${name}@example.com`,
  firstName: 'New',
  lastName: 'Member',
  handicap: 12.5,
  ...extra,
});

describe('POST /api/admin/users', () => {
  it('creates the account with a temporary password that works once, to choose a new one', async () => {
    const created = await api.call('POST', '/api/admin/users', { token: admin.token, body: newUser('newbie', { isAdmin: true }) });
    expect(created.statusCode, created.body).toBe(201);
    const { user, tempPassword } = created.json();
    expect(user).toMatchObject({ username: 'newbie', email: 'newbie@example.com', handicap: 12.5, isAdmin: true, isSuperAdmin: false });
    expect(tempPassword).toMatch(/^[A-Za-z0-9]{14}$/);

    const stream = await api.store.readStream(`user-${user.id}`);
    expect(stream.map((event) => event.type)).toEqual(['UserRegistered', 'UserPasswordChanged', 'UserRolesChanged']);
    expect(stream[0]?.data).toMatchObject({ createdByUserId: admin.user.id });
    expect(stream.every((event) => event.metadata.userId === admin.user.id)).toBe(true);
    expect(JSON.stringify(stream.map((event) => [event.data, event.metadata]))).not.toContain(tempPassword);

    const login = await api.call('POST', '/api/auth/login', { body: { email: 'newbie@example.com', password: tempPassword } });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(authMessages.passwordChangeRequired);

    const wrong = await api.call('POST', '/api/auth/choose-password', {
      body: { email: 'newbie@example.com', temporaryPassword: 'not-it', newPassword: 'my-own-password' },
    });
    expect(wrong.statusCode).toBe(401);

    const chosen = await api.call('POST', '/api/auth/choose-password', {
      body: { email: 'newbie@example.com', temporaryPassword: tempPassword, newPassword: 'my-own-password' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({ token: expect.any(String), user: { id: user.id } });

    const again = await api.call('POST', '/api/auth/login', { body: { email: 'newbie@example.com', password: tempPassword } });
    expect(again.statusCode).toBe(401);
    const reuse = await api.call('POST', '/api/auth/choose-password', {
      body: { email: 'newbie@example.com', temporaryPassword: tempPassword, newPassword: 'another-password' },
    });
    expect(reuse.statusCode).toBe(401);
    const own = await api.call('POST', '/api/auth/login', { body: { email: 'newbie@example.com', password: 'my-own-password' } });
    expect(own.statusCode).toBe(200);
  });

  it('leaves a blank handicap blank, not a scratch golfer’s 0', async () => {
    const created = await api.call('POST', '/api/admin/users', { token: admin.token, body: newUser('nohcp', { handicap: '' }) });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().user.handicap).toBeNull();
    const scratch = await api.call('POST', '/api/admin/users', { token: admin.token, body: newUser('scratch', { handicap: 0 }) });
    expect(scratch.json().user.handicap).toBe(0);
  });

  it('does not let a self-registered user use choose-password as a way around the reset link', async () => {
    const golfer = await api.register({ password: 'secret123' });
    const response = await api.call('POST', '/api/auth/choose-password', {
      body: { email: golfer.user.email, temporaryPassword: 'secret123', newPassword: 'changed-password' },
    });
    expect(response.statusCode).toBe(401);
    const login = await api.call('POST', '/api/auth/login', { body: { email: golfer.user.email, password: 'secret123' } });
    expect(login.statusCode).toBe(200);
  });

  it('answers the spec’s messages for bad input and 409 for a taken e-mail', async () => {
    const bad = await api.call('POST', '/api/admin/users', {
      token: admin.token,
      body: { username: 'ab', email: 'nope', firstName: '', lastName: 'X', handicap: 60 },
    });
    expect(bad.statusCode).toBe(400);
    const messages = (bad.json().errors as { message: string }[]).map((error) => error.message);
    expect(messages).toEqual(
      expect.arrayContaining(['Username must be at least 3 characters', 'Please enter a valid email', 'First name is required']),
    );
    const first = await api.call('POST', '/api/admin/users', { token: admin.token, body: newUser('twice') });
    expect(first.statusCode).toBe(201);
    const second = await api.call('POST', '/api/admin/users', {
      token: admin.token,
      body: newUser('twice2', { email: 'twice@example.com' }),
    });
    expect(second.statusCode).toBe(409);
  });
});
