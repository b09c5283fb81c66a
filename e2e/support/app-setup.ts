import type { TestProject } from 'vitest/node';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startTestServers } from '../../testing/test-servers.ts';
import { findFreePort } from '../../scripts/local/free-port.ts';
import { testPushServiceTls } from '../../testing/push-service.ts';
import '../../testing/provided-context.ts';
import { E2E_CONFIRMED_SUPER_ADMIN_EMAIL, E2E_SUPER_ADMIN_EMAIL } from './super-admin.ts';

async function createDatabase(serverUrl: string): Promise<string> {
  const name = `e2e_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function waitForHealth(appUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode} before answering`);
    try {
      const response = await fetch(`${appUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the app did not answer ${appUrl}/api/health within ${timeoutMs} ms`);
}

/**
 * Starts the whole app (API, projector, worker; built frontend) the way `npm start` does, as a
 * child process on a free port with a fresh database and its own outbox folder.
 */
export default async function setup(project: TestProject) {
  const servers = await startTestServers();
  const databaseUrl = await createDatabase(servers.postgresUrl);
  const port = await findFreePort();
  const pushServicePort = await findFreePort();
  // The browser tests' push service (push-notifications.e2e.spec.ts) serves this certificate; the
  // app's worker trusts it from the start, as NODE_EXTRA_CA_CERTS is read only then.
  const pushServiceTls = await testPushServiceTls();
  const workDir = mkdtempSync(join(tmpdir(), 'golf-e2e-'));
  const outboxDir = join(workDir, 'outbox');
  const pushCaFile = join(workDir, 'push-service-ca.pem');
  writeFileSync(pushCaFile, pushServiceTls.cert);
  const appUrl = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: servers.redisUrl,
      PORT: String(port),
      PUBLIC_URL: appUrl,
      OUTBOX_DIR: outboxDir,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      BULLMQ_PREFIX: `e2e-${port}`,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      NODE_EXTRA_CA_CERTS: pushCaFile,
      PUSH_SERVICE_HOSTS: `fcm.googleapis.com,updates.push.services.mozilla.com,*.push.apple.com,*.notify.windows.com,127.0.0.1:${pushServicePort}`,
      SUPER_ADMIN_EMAILS: `${E2E_SUPER_ADMIN_EMAIL},${E2E_CONFIRMED_SUPER_ADMIN_EMAIL}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await servers.stop();
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(appUrl, child, 60_000);
  } catch (error) {
    // Vitest runs no teardown when the setup throws: stop what this setup started, then fail.
    await stop();
    throw error;
  }
  console.log(`[e2e] app at ${appUrl} (PostgreSQL from ${servers.postgresSource})`);
  project.provide('appUrl', appUrl);
  project.provide('outboxDir', outboxDir);
  project.provide('pushServicePort', pushServicePort);
  project.provide('pushServiceTls', pushServiceTls);
  project.provide('postgresUrl', servers.postgresUrl);
  project.provide('databaseUrl', databaseUrl);
  project.provide('redisUrl', servers.redisUrl);
  return stop;
}
