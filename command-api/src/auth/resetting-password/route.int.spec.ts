import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker, type RunningWorker } from '../../start-worker.ts';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { nextMail, outboxFiles, resetLinkIn } from '../../testing/outbox.ts';

let api: TestApi;
let worker: RunningWorker;
const email = 'forgetful@example.com';
let userId: string;

beforeAll(async () => {
  api = await startTestApi();
  worker = await startWorker(api.config);
  userId = (await api.register({ email, password: 'old-password' })).user.id;
});
afterAll(async () => {
  await worker?.close();
  await api?.close();
});

/** Requests a reset, lets the worker mail it, and follows the mail's link to its token. */
async function mailedToken(): Promise<string> {
  const known = (await outboxFiles(api.config.OUTBOX_DIR)).length;
  const response = await api.call('POST', '/api/auth/request-password-reset', { body: { email: email.toUpperCase() } });
  expect(response.statusCode).toBe(200);
  const link = resetLinkIn(await nextMail(api.config.OUTBOX_DIR, known));
  expect(link.searchParams.get('email')).toBe(email);
  return link.searchParams.get('token') ?? '';
}

const resetPassword = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api.call('POST', '/api/auth/reset-password', { body, headers });
const invalidToken = { message: 'Invalid or expired reset token' };

describe('POST /api/auth/reset-password', () => {
  it('sets a new password with the mailed token (end to end through the queue and worker), once', async () => {
    const token = await mailedToken();
    const before = await api.countEvents();
    const reset = await resetPassword({ email, resetToken: token, newPassword: 'new-password' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'Password reset successfully', position: expect.stringMatching(/^\d+$/) });
    expect(await api.countEvents()).toBe(before + 1);
    const stream = await api.store.readStream(`user-${userId}`);
    expect(stream.at(-1)).toMatchObject({ type: 'UserPasswordChanged', data: { userId, via: 'reset_link' } });
    expect(JSON.stringify(stream.map((event) => [event.data, event.metadata]))).not.toContain(token);

    expect((await api.call('POST', '/api/auth/login', { body: { email, password: 'old-password' } })).statusCode).toBe(401);
    expect((await api.call('POST', '/api/auth/login', { body: { email, password: 'new-password' } })).statusCode).toBe(200);

    const reuse = await resetPassword({ email, resetToken: token, newPassword: 'third-password' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual(invalidToken);
    expect(await api.countEvents()).toBe(before + 1);
  });

  it('refuses an expired token', async () => {
    const token = await mailedToken();
    await api.pool.query(sql.unsafe`UPDATE auth.reset_tokens SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`);
    const response = await resetPassword({ email, resetToken: token, newPassword: 'expired-password' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalidToken);
  });

  it('stores tokens only as SHA-256 hashes that expire an hour after the request', async () => {
    const token = await mailedToken();
    const rows = (await api.pool.any(
      sql.unsafe`SELECT token_hash, extract(epoch FROM expires_at - created_at) AS lifetime FROM auth.reset_tokens ORDER BY created_at DESC LIMIT 1`,
    )) as readonly { token_hash?: string; lifetime?: unknown }[];
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toBe(token);
    expect(Math.abs(Number(rows[0]?.lifetime) - 3600)).toBeLessThan(5);
  });

  it('refuses a token with another account’s e-mail, and a made-up token', async () => {
    await api.register({ email: 'bystander@example.com' });
    const token = await mailedToken();
    expect((await resetPassword({ email: 'bystander@example.com', resetToken: token, newPassword: 'hijacked!' })).json()).toEqual(
      invalidToken,
    );
    expect((await resetPassword({ email, resetToken: 'made-up', newPassword: 'whatever1' })).json()).toEqual(invalidToken);
    expect((await resetPassword({ email, resetToken: token, newPassword: 'legit-password' })).statusCode).toBe(200);
  });

  it('spends older links once the password is reset', async () => {
    const older = await mailedToken();
    const newer = await mailedToken();
    expect((await resetPassword({ email, resetToken: newer, newPassword: 'newest-password' })).statusCode).toBe(200);
    expect((await resetPassword({ email, resetToken: older, newPassword: 'older-password' })).json()).toEqual(invalidToken);
  });

  it('answers a retry with the same Idempotency-Key with the first answer, appending once', async () => {
    const token = await mailedToken();
    const headers = { 'idempotency-key': 'reset-1' };
    const before = await api.countEvents();
    const first = await resetPassword({ email, resetToken: token, newPassword: 'retried-password' }, headers);
    const retry = await resetPassword({ email, resetToken: token, newPassword: 'retried-password' }, headers);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await api.countEvents()).toBe(before + 1);
  });

  it.each([
    [{ email: 'bad', resetToken: 't', newPassword: 'longenough' }, 'email', 'Valid email is required'],
    [{ email, resetToken: '', newPassword: 'longenough' }, 'resetToken', 'Reset token is required'],
    [{ email, newPassword: 'longenough' }, 'resetToken', 'Reset token is required'],
    [{ email, resetToken: 't', newPassword: 'short' }, 'newPassword', 'Password must be at least 8 characters'],
  ])('answers 400 naming the field for %j and writes nothing', async (body, path, message) => {
    const before = await api.countEvents();
    const response = await resetPassword(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path, message });
    expect(await api.countEvents()).toBe(before);
  });
});
