import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@golf/contracts';
import { registerSuperAdmin, SUPER_ADMIN_EMAIL } from '../../courses/testing/course-test-calls.ts';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { newResetToken, RESET_TOKEN_LIFETIME_MS } from '../reset-token.ts';
import { storeResetToken } from '../reset-token-store.ts';
import { issueSessionToken } from '../session-token.ts';

/** What ends a user's earlier sessions besides sign-out and a change on the profile (their own specs). */
let api: TestApi;
let admin: { token: string; user: { id: string } };
beforeAll(async () => {
  api = await startTestApi({ SUPER_ADMIN_EMAILS: SUPER_ADMIN_EMAIL });
  admin = await registerSuperAdmin(api);
});
afterAll(async () => {
  await api?.close();
});

const signIn = async (email: string, password = 'secret123') => {
  const response = await api.call('POST', '/api/auth/login', { body: { email, password } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as string;
};
const me = (token: string) => api.call('GET', '/api/auth/user', { token });
const expectEnded = async (token: string) => {
  const response = await me(token);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ message: authMessages.sessionEnded });
};
const promote = (userId: string, body: Record<string, boolean>) =>
  api.call('PUT', `/api/admin/users/${userId}/promote`, { token: admin.token, body });

describe('sessions that end', () => {
  it('a password reset ends every earlier session at once; a sign-in with the new password works', async () => {
    const { token: stolenPhone, user } = await api.register();
    const laptop = await signIn(user.email);
    const { token, tokenHash } = newResetToken();
    await storeResetToken(api.pool, {
      tokenHash,
      userId: user.id,
      expiresAt: new Date(Date.now() + RESET_TOKEN_LIFETIME_MS),
      requestKey: null,
    });
    const reset = await api.call('POST', '/api/auth/reset-password', {
      body: { email: user.email, resetToken: token, newPassword: 'brand-new-pw' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await expectEnded(stolenPhone);
    await expectEnded(laptop);
    expect((await me(await signIn(user.email, 'brand-new-pw'))).statusCode).toBe(200);
  });

  it('a super admin demoted is refused at once, everywhere; signed in again they are a user', async () => {
    const golfer = await api.register();
    expect((await promote(golfer.user.id, { isSuperAdmin: true })).statusCode).toBe(200);
    // Granting a role is an edit of the roles too: the session from before ends.
    await expectEnded(golfer.token);
    const asSuperAdmin = await signIn(golfer.user.email);
    expect((await api.call('GET', '/api/admin/users', { token: asSuperAdmin })).statusCode).toBe(200);

    expect((await promote(golfer.user.id, { isSuperAdmin: false })).statusCode).toBe(200);
    const refused = await api.call('GET', '/api/admin/users', { token: asSuperAdmin });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: authMessages.sessionEnded });
    const again = await signIn(golfer.user.email);
    expect((await api.call('GET', '/api/admin/users', { token: again })).statusCode).toBe(403);
  });

  it('an admin role given or withdrawn ends the sessions; a promote that changes nothing does not', async () => {
    const golfer = await api.register();
    const second = await signIn(golfer.user.email);
    const same = await promote(golfer.user.id, { isAdmin: false });
    expect(same.statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(200);
    expect((await promote(golfer.user.id, { isAdmin: true })).statusCode).toBe(200);
    await expectEnded(golfer.token);
    await expectEnded(second);
  });

  it('an admin’s edit of the profile (names, e-mail) leaves the sessions alone: the password still signs in', async () => {
    const golfer = await api.register();
    const edited = await api.call('PATCH', `/api/admin/users/${golfer.user.id}`, {
      token: admin.token,
      body: { firstName: 'Renamed', email: `renamed-${golfer.user.username}@example.com` },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await me(golfer.token)).statusCode).toBe(200);
  });

  it('a token past its seven days is refused as expired, saying so', async () => {
    const { user } = await api.register();
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    const old = await issueSessionToken({ userId: user.id, version: 0 }, api.config.JWT_SECRET, eightDaysAgo);
    const response = await me(old);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: authMessages.sessionExpired });
  });
});
