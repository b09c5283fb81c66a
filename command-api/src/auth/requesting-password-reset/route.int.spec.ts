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

  it('answers the same for an unknown e-mail and queues nothing', async () => {
    const counts = await api.queues.email.getJobCounts();
    const response = await requestReset('nobody@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(sameAnswer);
    expect(await api.queues.email.getJobCounts()).toEqual(counts);
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
