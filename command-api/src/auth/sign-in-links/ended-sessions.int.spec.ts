import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@golf/contracts';
import { registerSuperAdmin, SUPER_ADMIN_EMAIL } from '../../courses/testing/course-test-calls.ts';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { newResetToken, RESET_TOKEN_LIFETIME_MS } from '../reset-token.ts';
import { storeResetToken } from '../reset-token-store.ts';

/**
 * A sign-in link is worth no more than the session that made it (decision 0721): a stolen
 * session that mints links loses them with the session, so a password change shuts it out.
 */
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
const linkCode = async (token: string) => {
  const made = await api.call('POST', '/api/auth/sign-in-links', { token });
  expect(made.statusCode, made.body).toBe(200);
  return new URL(made.json().link).searchParams.get('token')!;
};
const preview = (code: string) => api.call('POST', '/api/auth/sign-in-links/preview', { body: { code } });
const redeem = (code: string) => api.call('POST', '/api/auth/sign-in-links/redeem', { body: { code } });
const expectSpent = async (code: string) => {
  expect((await preview(code)).statusCode).toBe(400);
  const redeemed = await redeem(code);
  expect([redeemed.statusCode, redeemed.json().message]).toEqual([400, authMessages.signInLinkSessionEnded]);
};

describe('a sign-in link ends with the session that made it', () => {
  it('a sign-out spends the links that session made, not those of the account’s other sessions', async () => {
    const golfer = await api.register();
    const laptop = await signIn(golfer.user.email);
    const fromPhone = await linkCode(golfer.token);
    const fromLaptop = await linkCode(laptop);
    expect((await api.call('POST', '/api/auth/logout', { token: golfer.token })).statusCode).toBe(200);
    await expectSpent(fromPhone);
    const redeemed = await redeem(fromLaptop);
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(redeemed.json().user.id).toBe(golfer.user.id);
  });

  it('a password change spends every link made before it, by any session; the new session makes working ones', async () => {
    const golfer = await api.register();
    const stolen = await signIn(golfer.user.email);
    const minted = [await linkCode(stolen), await linkCode(stolen), await linkCode(golfer.token)];
    const changed = await api.call('POST', '/api/auth/change-password', {
      token: golfer.token,
      body: { currentPassword: 'secret123', newPassword: 'a-new-password' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    for (const code of minted) await expectSpent(code);
    const fresh = await linkCode(changed.json().token);
    expect((await redeem(fresh)).statusCode).toBe(200);
  });

  it('a password reset spends them too', async () => {
    const golfer = await api.register();
    const code = await linkCode(golfer.token);
    const { token, tokenHash } = newResetToken();
    await storeResetToken(api.pool, {
      tokenHash,
      userId: golfer.user.id,
      expiresAt: new Date(Date.now() + RESET_TOKEN_LIFETIME_MS),
      requestKey: null,
    });
    const reset = await api.call('POST', '/api/auth/reset-password', {
      body: { email: golfer.user.email, resetToken: token, newPassword: 'brand-new-pw' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await expectSpent(code);
  });

  it('a change of roles spends them too', async () => {
    const golfer = await api.register();
    const code = await linkCode(golfer.token);
    const promoted = await api.call('PUT', `/api/admin/users/${golfer.user.id}/promote`, { token: admin.token, body: { isAdmin: true } });
    expect(promoted.statusCode, promoted.body).toBe(200);
    await expectSpent(code);
  });
});
