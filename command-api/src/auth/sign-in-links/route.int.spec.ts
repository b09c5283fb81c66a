import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@golf/contracts';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { newOneTimeCode, storeOneTimeCode } from '../one-time-codes.ts';
import { readSessionToken } from '../session-token.ts';

let api: TestApi;
let ann: Awaited<ReturnType<TestApi['register']>>;

beforeAll(async () => {
  api = await startTestApi();
  ann = await api.register({ firstName: 'Ann', lastName: 'Smith' });
});
afterAll(async () => {
  await api?.close();
});

/** A sign-in link of Ann's, and the one-time code it carries in `?token=`. */
async function annsLink(): Promise<{ link: URL; code: string }> {
  const made = await api.call('POST', '/api/auth/sign-in-links', { token: ann.token });
  expect(made.statusCode, made.body).toBe(200);
  const link = new URL(made.json().link);
  expect(Date.parse(made.json().expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000);
  return { link, code: link.searchParams.get('token')! };
}

const preview = (code: string) => api.call('POST', '/api/auth/sign-in-links/preview', { body: { code } });
const redeem = (code: string) => api.call('POST', '/api/auth/sign-in-links/redeem', { body: { code } });

describe('sign-in links', () => {
  it('carry a one-time code, never a session token, to the sign-in screen', async () => {
    const { link, code } = await annsLink();
    expect(link.origin + link.pathname).toBe('http://golf.test/auth');
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.href).not.toContain(ann.token);
    expect((await api.call('GET', '/api/auth/user', { token: code })).statusCode).toBe(401);
  });

  it('say whose account they open without spending the code, then give a session of that account once', async () => {
    const { code } = await annsLink();
    for (let look = 0; look < 2; look += 1) {
      const seen = await preview(code);
      expect(seen.statusCode).toBe(200);
      expect(seen.json()).toEqual({ firstName: 'Ann', lastName: 'Smith', email: ann.user.email });
    }
    const redeemed = await redeem(code);
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(redeemed.json().user.id).toBe(ann.user.id);
    const me = await api.call('GET', '/api/auth/user', { token: redeemed.json().token });
    expect(me.json().id).toBe(ann.user.id);

    const again = await redeem(code);
    expect([again.statusCode, again.json().message]).toEqual([400, authMessages.signInLinkInvalid]);
    expect((await preview(code)).statusCode).toBe(400);
  });

  it('refuse a code past its minutes, a made-up one and a session token given as one', async () => {
    const stale = newOneTimeCode();
    const reading = await readSessionToken(ann.token, api.config.JWT_SECRET);
    if (reading.kind !== 'session') throw new Error('Ann’s token is a session token');
    await storeOneTimeCode(api.pool, stale, {
      purpose: 'sign_in',
      userId: ann.user.id,
      email: ann.user.email,
      now: new Date(Date.now() - 6 * 60 * 1000),
      session: reading.claims,
    });
    for (const code of [stale, newOneTimeCode(), ann.token.slice(0, 100)]) {
      expect((await preview(code)).statusCode).toBe(400);
      expect((await redeem(code)).statusCode).toBe(400);
    }
  });

  it('are made by a signed-in user only, for their own account', async () => {
    expect((await api.call('POST', '/api/auth/sign-in-links')).statusCode).toBe(401);
    const ben = await api.register({ firstName: 'Ben', lastName: 'Jones' });
    const made = await api.call('POST', '/api/auth/sign-in-links', { token: ben.token });
    const code = new URL(made.json().link).searchParams.get('token')!;
    expect((await preview(code)).json()).toMatchObject({ firstName: 'Ben', email: ben.user.email });
  });

  it('do not work as a super admin confirmation, nor a confirmation as a sign-in link', async () => {
    const { code } = await annsLink();
    expect((await api.call('POST', '/api/auth/confirm-super-admin', { token: ann.token, body: { code } })).statusCode).toBe(400);
    expect((await redeem(code)).statusCode).toBe(200);
  });
});
