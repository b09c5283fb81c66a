import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';

const cli = fileURLToPath(new URL('./promote-super-admin.ts', import.meta.url));

/** Runs the CLI as `npm run promote-super-admin` does (tsx), with only DATABASE_URL set. */
function runCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], { env: { PATH: process.env.PATH ?? '', ...env } });
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

describe('promote-super-admin CLI', () => {
  it('makes an existing account a super admin, once', async () => {
    const { user, token } = await api.register({ email: 'founder@example.com' });
    const env = { DATABASE_URL: api.config.DATABASE_URL };
    const first = await runCli(['Founder@Example.com'], env);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('is now a super admin');
    const position = /position (\d+)/.exec(first.stdout)?.[1] ?? '0';
    // The change of roles ended the session the user had; signed in again they are a super admin.
    expect((await api.call('GET', '/api/auth/user', { token })).statusCode).toBe(401);
    const login = await api.call('POST', '/api/auth/login', { body: { email: 'founder@example.com', password: 'secret123' } });
    const me = await api.call('GET', '/api/auth/user', { token: login.json().token, headers: { 'x-min-position': position } });
    expect(me.json()).toMatchObject({ id: user.id, isSuperAdmin: true, isAdmin: false });

    const again = await runCli(['founder@example.com'], env);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('already was a super admin');
    const roles = (await api.store.readStream(`user-${user.id}`)).filter((event) => event.type === 'UserRolesChanged');
    expect(roles).toHaveLength(1);
    expect(roles[0]?.metadata.client).toBe('cli');
  });

  it('fails clearly for an unknown e-mail, a missing argument or a missing DATABASE_URL', async () => {
    const unknown = await runCli(['ghost@example.com'], { DATABASE_URL: api.config.DATABASE_URL });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account has the e-mail ghost@example.com');
    const usage = await runCli([], { DATABASE_URL: api.config.DATABASE_URL });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage:');
    const noDatabase = await runCli(['a@b.co'], {});
    expect(noDatabase.code).toBe(1);
    expect(noDatabase.stderr).toContain('DATABASE_URL is required');
  });
});
