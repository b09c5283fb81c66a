import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres, type RunningPostgres } from '../scripts/local/embedded-postgres.ts';
import { findFreePort, portAnswers } from '../scripts/local/free-port.ts';

/**
 * Servers a test owns and may stop and start again on the same port with the same data, unlike
 * the run's shared PostgreSQL and Redis (other test files use those at the same time).
 */
export interface StoppableServer {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its files. */
  remove(): Promise<void>;
}

async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await portAnswers('127.0.0.1', port))) {
    if (Date.now() > deadline) throw new Error(`nothing answered on port ${port} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A PostgreSQL cluster of its own (embedded-postgres's binaries, a temporary data folder, a free
 * port): independent of DATABASE_URL and of the run's server. `stop` is a fast shutdown (every
 * session ended with 'terminating connection due to administrator command').
 */
export async function startStoppablePostgres(): Promise<StoppableServer> {
  const dir = mkdtempSync(join(tmpdir(), 'golf-outage-pg-'));
  const port = await findFreePort();
  let running: RunningPostgres | null = await startEmbeddedPostgres(dir, { port });
  const url = running.url;
  return {
    url,
    async stop() {
      await running?.stop();
      running = null;
    },
    async start() {
      running ??= await startEmbeddedPostgres(dir, { port });
    },
    async remove() {
      await running?.stop();
      running = null;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** True when a `redis-server` binary is on the PATH. */
export function redisServerInstalled(): boolean {
  return !spawnSync('redis-server', ['--version']).error;
}

/**
 * A redis-server of its own on a free port, with an append-only file in a temporary folder so
 * that queued jobs outlive a restart, as a production Redis for BullMQ is set up to keep them.
 */
export async function startStoppableRedis(): Promise<StoppableServer> {
  const dir = mkdtempSync(join(tmpdir(), 'golf-outage-redis-'));
  const port = await findFreePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    if (child) return;
    const started = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'yes', '--appendfsync', 'always', '--dir', dir],
      { stdio: 'ignore' },
    );
    child = started;
    started.once('exit', () => {
      if (child === started) child = null;
    });
    await waitForPort(port, 10_000);
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
    child = null;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop,
    start,
    async remove() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
