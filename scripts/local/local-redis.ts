import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { findFreePort, portAnswers } from './free-port.ts';

export interface RunningRedis {
  url: string;
  /** How it was found, for the start-up log. */
  source: 'REDIS_URL' | 'local 6379' | 'started redis-server';
  stop(): Promise<void>;
}

export const redisMissingMessage =
  'No Redis server could be found. The app needs Redis for its job queues (course imports, e-mail). ' +
  'Either set REDIS_URL to a running server (e.g. REDIS_URL=redis://127.0.0.1:6379), start one on ' +
  'port 6379, or install the redis-server binary so the app can start its own ' +
  '(Debian/Ubuntu: `sudo apt-get install redis-server`; macOS: `brew install redis`).';

/** REDIS_URL, else 127.0.0.1:6379 if it answers, else a redis-server started on a free port. */
export async function findOrStartRedis(redisUrl: string | undefined, dataDir: string): Promise<RunningRedis> {
  if (redisUrl) return { url: redisUrl, source: 'REDIS_URL', stop: async () => {} };
  if (await portAnswers('127.0.0.1', 6379)) {
    return { url: 'redis://127.0.0.1:6379', source: 'local 6379', stop: async () => {} };
  }
  if (spawnSync('redis-server', ['--version']).error) throw new Error(redisMissingMessage);
  const port = await findFreePort();
  mkdirSync(dataDir, { recursive: true });
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dataDir],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100 && !(await portAnswers('127.0.0.1', port)); i++) {
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    source: 'started redis-server',
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
