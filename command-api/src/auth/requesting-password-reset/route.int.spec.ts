import { createHash } from 'node:crypto';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OUTAGE_MESSAGE } from '../../http/dependency-outage.ts';
import { startWorker, type RunningWorker } from '../../start-worker.ts';
import { withRedisAway } from '../../../../testing/redis-away.ts';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { nextMail, outboxFiles, resetLinkIn } from '../../testing/outbox.ts';

let api: TestApi;
let worker: RunningWorker;
const email = 'asker@example.com';
const sameAnswer = { message: 'If an account with that email exists, you will receive a password reset email.' };

beforeAll(async () => {
  api = await startTestApi();
  worker = await startWorker(api.config);
  await api.register({ email, firstName: 'Asker' });
});
afterAll(async () => {
  await worker?.close();
  await api?.close();
});

const requestReset = (address: string, headers: Record<string, string> = {}) =>
  api.call('POST', '/api/auth/request-password-reset', { body: { email: address }, headers });

/** The job of a reset request sent with `key` for `address` (password-reset-job.ts names it so). */
const resetJobId = (key: string, address: string) => `password-reset-${createHash('sha256').update(`${key}:${address}`).digest('hex')}`;

/** Waits for the worker to finish that request; answers whether it queued a mail. */
async function finishedRequest(key: string, address: string): Promise<boolean> {
  for (let waited = 0; waited < 15_000; waited += 50) {
    const job = await api.queues.passwordReset.getJob(resetJobId(key, address));
    if (job?.finishedOn) return job.returnvalue;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the reset request ${key} was not done within 15 s`);
}

describe('POST /api/auth/request-password-reset', () => {
  it('queues an e-mail that the worker writes to the outbox, with a link to the reset page', async () => {
    const known = (await outboxFiles(api.config.OUTBOX_DIR)).length;
    const response = await requestReset('Asker@Example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(sameAnswer);
    const mail = await nextMail(api.config.OUTBOX_DIR, known);
    expect(mail.file).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-asker@example\.com\.json$/);
    expect(mail).toMatchObject({ to: email, subject: 'Reset your password' });
    expect(mail.text).toContain('Hi Asker,');
    const link = resetLinkIn(mail);
    expect(`${link.origin}${link.pathname}`).toBe('http://golf.test/reset-password');
    expect(link.searchParams.get('email')).toBe(email);
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain('reset-password?email=asker%40example.com&amp;token=');
  });

  it('answers the same for an unknown e-mail and mails nothing', async () => {
    const counts = await api.queues.email.getJobCounts();
    const headers = { 'idempotency-key': 'reset-nobody' };
    const response = await requestReset('nobody@example.com', headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(sameAnswer);
    expect(await finishedRequest('reset-nobody', 'nobody@example.com')).toBe(false);
    expect(await api.queues.email.getJobCounts()).toEqual(counts);
  });

  it('takes the same steps for an address with an account and one without: one queued request each', async () => {
    const queued = async () => Object.values(await api.queues.passwordReset.getJobCounts()).reduce((sum, count) => sum + count, 0);
    const before = await queued();
    const mails = (await outboxFiles(api.config.OUTBOX_DIR)).length;
    const known = await requestReset(email, { 'idempotency-key': 'same-steps-known' });
    const unknown = await requestReset('no-such-account@example.com', { 'idempotency-key': 'same-steps-unknown' });
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.json()).toEqual(unknown.json());
    expect(await queued()).toBe(before + 2);
    const jobs = await Promise.all([
      api.queues.passwordReset.getJob(resetJobId('same-steps-known', email)),
      api.queues.passwordReset.getJob(resetJobId('same-steps-unknown', 'no-such-account@example.com')),
    ]);
    expect(jobs.map((job) => Object.keys(job?.data ?? {}).sort())).toEqual([
      ['email', 'linkBase', 'requestKey'],
      ['email', 'linkBase', 'requestKey'],
    ]);
    expect(await finishedRequest('same-steps-known', email)).toBe(true);
    expect((await nextMail(api.config.OUTBOX_DIR, mails)).to).toBe(email);
  });

  it('sends one mail for a request retried with the same Idempotency-Key', async () => {
    const known = (await outboxFiles(api.config.OUTBOX_DIR)).length;
    const headers = { 'idempotency-key': 'reset-request-1' };
    expect((await requestReset(email, headers)).statusCode).toBe(200);
    expect((await requestReset(email, headers)).statusCode).toBe(200);
    await nextMail(api.config.OUTBOX_DIR, known);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await outboxFiles(api.config.OUTBOX_DIR)).toHaveLength(known + 1);
  });

  it('appends no event: a reset request is not a change to the account', async () => {
    const before = await api.countEvents();
    await requestReset(email);
    expect(await api.countEvents()).toBe(before);
  });

  it('answers 400 to a request without a valid e-mail', async () => {
    for (const body of [{ email: 'nope' }, {}]) {
      const response = await api.call('POST', '/api/auth/request-password-reset', { body });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ path: 'email', message: 'Valid email is required' }]);
    }
  });

  it('answers 503 for an address without an account too while Redis is away, so the answer tells nothing', async () => {
    const response = await withRedisAway(api, (call) =>
      call('POST', '/api/auth/request-password-reset', { body: { email: 'nobody-while-away@example.com' } }),
    );
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: OUTAGE_MESSAGE });
  });

  it('answers 503 with no token stored while Redis is away; the same request sent again mails a link', async () => {
    const tokens = () => api.pool.oneFirst(sql.type(z.object({ count: z.number() }))`SELECT count(*)::int AS count FROM auth.reset_tokens`);
    const before = await tokens();
    const known = (await outboxFiles(api.config.OUTBOX_DIR)).length;
    const headers = { 'idempotency-key': 'reset-while-redis-away' };
    const response = await withRedisAway(api, (call) => call('POST', '/api/auth/request-password-reset', { body: { email }, headers }));
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ message: OUTAGE_MESSAGE });
    expect(await tokens()).toBe(before);

    expect((await requestReset(email, headers)).statusCode).toBe(200);
    expect(resetLinkIn(await nextMail(api.config.OUTBOX_DIR, known)).searchParams.get('email')).toBe(email);
    expect(await tokens()).toBe(before + 1);
  });
});
