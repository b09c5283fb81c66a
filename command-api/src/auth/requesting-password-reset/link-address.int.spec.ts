import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker, type RunningWorker } from '../../start-worker.ts';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { nextMail, outboxFiles, resetLinkIn } from '../../testing/outbox.ts';

let api: TestApi;
let worker: RunningWorker;
const email = 'phone@example.com';

beforeAll(async () => {
  // No PUBLIC_URL: links follow the address the app was opened at, when it is an allowed one.
  api = await startTestApi({ PUBLIC_URL: '', PORT: '3000', ALLOWED_HOSTS: 'localhost, 192.168.1.20, golf.club.example:8443' });
  worker = await startWorker(api.config);
  await api.register({ email });
});
afterAll(async () => {
  await worker?.close();
  await api?.close();
});

async function resetLinkFor(host: string): Promise<string> {
  const known = (await outboxFiles(api.config.OUTBOX_DIR)).length;
  const response = await api.call('POST', '/api/auth/request-password-reset', { body: { email }, headers: { host } });
  expect(response.statusCode).toBe(200);
  const link = resetLinkIn(await nextMail(api.config.OUTBOX_DIR, known));
  return `${link.origin}${link.pathname}`;
}

describe('the reset e-mail’s link without PUBLIC_URL', () => {
  it('given the app opened on a phone at this machine’s network address, then the link names that address', async () => {
    expect(await resetLinkFor('192.168.1.20:3000')).toBe('http://192.168.1.20:3000/reset-password');
  });

  it('given an allowed host with the port its entry names, then the link keeps that port', async () => {
    expect(await resetLinkFor('golf.club.example:8443')).toBe('http://golf.club.example:8443/reset-password');
  });

  it('given a forged Host, or an allowed host on another port, then the default address', async () => {
    expect(await resetLinkFor('evil.example')).toBe('http://localhost:3000/reset-password');
    expect(await resetLinkFor('192.168.1.20:9999')).toBe('http://localhost:3000/reset-password');
  });
});
