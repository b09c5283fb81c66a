import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, dropTestDatabase, testRedisUrl } from '../../testing/test-database.ts';
import { loadConfig, startApi, startWorker } from './index.ts';
import { deleteKeys } from '../../testing/test-api.ts';
import { isOutboxMail } from './email/deliver-email.ts';

let databaseUrl: string;
let workDir: string;
beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  workDir = mkdtempSync(join(tmpdir(), 'golf-start-api-'));
});
afterAll(async () => {
  await dropTestDatabase(databaseUrl);
  rmSync(workDir, { recursive: true, force: true });
});

describe('startApi and startWorker', () => {
  it('migrate, listen, answer over real HTTP, send mail, and close cleanly', async () => {
    const config = loadConfig({
      DATABASE_URL: databaseUrl,
      REDIS_URL: testRedisUrl(),
      JWT_SECRET: randomBytes(32).toString('hex'),
      PORT: '0',
      HOST: '127.0.0.1',
      BULLMQ_PREFIX: `start-${randomBytes(4).toString('hex')}`,
      OUTBOX_DIR: join(workDir, 'outbox'),
      FRONTEND_DIST: join(workDir, 'dist'),
      LOG_LEVEL: 'silent',
    });
    const worker = await startWorker(config);
    const api = await startApi(config);
    try {
      expect(api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const register = await fetch(`${api.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username: 'starter',
          email: 'starter@example.com',
          firstName: 'S',
          lastName: 'T',
          handicap: 1,
          password: 'secret1',
        }),
      });
      expect(register.status).toBe(201);
      const reset = await fetch(`${api.url}/api/auth/request-password-reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'starter@example.com' }),
      });
      expect(reset.status).toBe(200);
      const mails = () => (existsSync(config.OUTBOX_DIR) ? readdirSync(config.OUTBOX_DIR).filter(isOutboxMail) : []);
      for (let waited = 0; waited < 10_000 && mails().length === 0; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(mails()).toHaveLength(1);
      // Without the projector the read tables lag; health still answers (with the lag).
      const health = await fetch(`${api.url}/api/health`);
      expect(health.status).toBe(200);
      expect(((await health.json()) as { projector: { lag: number } }).projector.lag).toBe(1);
    } finally {
      await api.close();
      await worker.close();
      await deleteKeys(config.REDIS_URL, `${config.BULLMQ_PREFIX}:*`);
    }
    await expect(fetch(`${api.url}/api/health`)).rejects.toThrow();
  });
});
