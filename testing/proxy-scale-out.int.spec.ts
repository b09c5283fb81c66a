import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadPool } from '@golf/read-db';
import { findFreePort } from '../scripts/local/free-port.ts';
import { apiAt, killChildren, listen, start, startedGame } from './process-kit.ts';
import { createTestDatabase, dropTestDatabase, testRedisUrl } from './test-database.ts';

/**
 * `docker compose up --scale api=2` without Docker: docker/Caddyfile, the proxy the compose file
 * puts in front of the api replicas, with its replicas found by DNS swapped for two local API
 * processes. Every call goes through the proxy, so consecutive commands of one phone land on
 * different APIs, and two phones' live streams (one on each API) get every score unbuffered.
 */
const caddy = spawnSync('caddy', ['version']).status === 0;
if (!caddy) console.warn('SKIPPED: no `caddy` binary (apt-get install caddy): the compose proxy test did not run');

let databaseUrl: string;
let workDir: string;

beforeAll(async () => {
  if (!caddy) return;
  databaseUrl = await createTestDatabase();
  workDir = mkdtempSync(join(tmpdir(), 'golf-proxy-'));
});
afterAll(async () => {
  if (!caddy) return;
  await killChildren();
  rmSync(workDir, { recursive: true, force: true });
  await dropTestDatabase(databaseUrl);
});

/** docker/Caddyfile on `port`, balancing `upstreams`, naming in X-Served-By which one answered. */
function localCaddyfile(port: number, upstreams: string[]): string {
  const compose = readFileSync(new URL('../docker/Caddyfile', import.meta.url), 'utf8');
  const local = compose
    .replace(/^:80 \{/m, `{\n\tadmin off\n}\n:${port} {`)
    .replace(
      /dynamic a api 3000 \{[^}]*\}/,
      `to ${upstreams.join(' ')}\n\t\theader_down X-Served-By {http.reverse_proxy.upstream.hostport}`,
    );
  expect(local, 'docker/Caddyfile changed shape: update this test').toContain(`to ${upstreams[0]}`);
  return local;
}

describe.skipIf(!caddy)('the compose proxy in front of two APIs', () => {
  it('balances calls over both and passes every live frame at once', { timeout: 120_000 }, async () => {
    const projector = start('projector/src/main.ts', {}, databaseUrl);
    await projector.saw('"Projector active"');
    const shared = {
      REDIS_URL: testRedisUrl(),
      JWT_SECRET: randomBytes(32).toString('base64url'),
      BULLMQ_PREFIX: `proxy-${randomBytes(4).toString('hex')}`,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      OUTBOX_DIR: join(workDir, 'outbox'),
      FRONTEND_DIST: join(workDir, 'no-frontend'),
      TRUST_PROXY: '1',
    };
    const upstreams: string[] = [];
    for (let count = 0; count < 2; count += 1) {
      const port = await findFreePort();
      const api = start('command-api/src/server.ts', { ...shared, PORT: String(port) }, databaseUrl);
      await api.saw('API listening at');
      upstreams.push(`127.0.0.1:${port}`);
    }
    const proxyPort = await findFreePort();
    const caddyfile = join(workDir, 'Caddyfile');
    writeFileSync(caddyfile, localCaddyfile(proxyPort, upstreams));
    const proxy = spawn('caddy', ['run', '--adapter', 'caddyfile', '--config', caddyfile], {
      env: { ...process.env, XDG_DATA_HOME: workDir, XDG_CONFIG_HOME: workDir },
      stdio: 'ignore',
    });
    const base = `http://127.0.0.1:${proxyPort}`;
    try {
      await until(async () => (await fetch(`${base}/api/health`).catch(() => null))?.ok === true);
      const servedBy = new Set<string>();
      for (let call = 0; call < 4; call += 1) servedBy.add((await fetch(`${base}/api/health`)).headers.get('x-served-by') ?? '');
      expect([...servedBy].sort()).toEqual([...upstreams].sort());

      const pool = await createReadPool(databaseUrl);
      try {
        const on = apiAt(base);
        const { token, gameId, players } = await startedGame(on, pool);
        const ticket = async () => (await on<{ ticket: string }>('POST', `/api/games/${gameId}/live-ticket`, token)).ticket;
        const phones = [
          await listen(`${base}/api/games/${gameId}/live?ticket=${await ticket()}`),
          await listen(`${base}/api/games/${gameId}/live?ticket=${await ticket()}`),
        ];
        for (const phone of phones) await phone.reaching('0');
        for (let hole = 1; hole <= 6; hole += 1) {
          const { position } = await on<{ position: string }>('POST', `/api/games/${gameId}/scores`, token, {
            playerId: players[hole % 2],
            roundNumber: 1,
            holeNumber: hole,
            strokes: 4,
          });
          for (const phone of phones) expect(BigInt((await phone.reaching(position)).position)).toBeGreaterThanOrEqual(BigInt(position));
        }
        for (const phone of phones) phone.close();
      } finally {
        await pool.end();
      }
    } finally {
      proxy.kill('SIGTERM');
    }
  });
});

async function until(ready: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error('the proxy did not answer');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
