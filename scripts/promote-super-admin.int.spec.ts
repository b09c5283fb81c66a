import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/test-api.ts';

const script = fileURLToPath(new URL('./promote-super-admin.ts', import.meta.url));
const tsx = import.meta.resolve('tsx');

/** Runs the script as `npm run promote-super-admin` does (tsx), in `cwd`, with only `env` (and PATH) set. */
function runScript(
  args: string[],
  env: Record<string, string>,
  cwd = process.cwd(),
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', tsx, script, ...args], { cwd, env: { PATH: process.env.PATH ?? '', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('npm run promote-super-admin', () => {
  it('makes an existing account a super admin, once', async () => {
    const { user, token } = await api.register({ email: 'founder@example.com' });
    const env = { DATABASE_URL: api.config.DATABASE_URL };
    const first = await runScript(['Founder@Example.com'], env);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('is now a super admin');
    const position = /position (\d+)/.exec(first.stdout)?.[1] ?? '0';
    // The change of roles ended the session the user had; signed in again they are a super admin.
    expect((await api.call('GET', '/api/auth/user', { token })).statusCode).toBe(401);
    const login = await api.call('POST', '/api/auth/login', { body: { email: 'founder@example.com', password: 'secret123' } });
    const me = await api.call('GET', '/api/auth/user', { token: login.json().token, headers: { 'x-min-position': position } });
    expect(me.json()).toMatchObject({ id: user.id, isSuperAdmin: true, isAdmin: false });

    const again = await runScript(['founder@example.com'], env);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('already was a super admin');
    const roles = (await api.store.readStream(`user-${user.id}`)).filter((event) => event.type === 'UserRolesChanged');
    expect(roles).toHaveLength(1);
    expect(roles[0]?.metadata.client).toBe('cli');
  });

  it('fails clearly for an unknown e-mail or a missing argument', async () => {
    const unknown = await runScript(['ghost@example.com'], { DATABASE_URL: api.config.DATABASE_URL });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account has the e-mail ghost@example.com');
    const usage = await runScript([], { DATABASE_URL: api.config.DATABASE_URL });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage:');
  });

  it('works with no settings at all, on the embedded default (as npm run backup does)', { timeout: 120_000 }, async () => {
    const project = mkdtempSync(join(tmpdir(), 'golf-promote-'));
    // As root the embedded server runs as the postgres user, who must reach its data folder.
    chmodSync(project, 0o755);
    try {
      const run = await runScript(['nobody@example.com'], {}, project);
      expect(run.stderr).not.toContain('DATABASE_URL');
      expect(run.stderr).toContain('No account has the e-mail nobody@example.com');
      expect(run.code).toBe(1);
      expect(existsSync(join(project, '.data', 'pg', 'PG_VERSION'))).toBe(true);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
