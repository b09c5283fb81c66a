import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The port of the embedded PostgreSQL server already running on `dataDir` (started by another
 * `npm start`), read from its postmaster.pid, or null. Lets `npm run rebuild` work beside a
 * running app instead of failing to start a second server on the same data.
 */
export function runningEmbeddedPostgresPort(dataDir: string): number | null {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !Number.isInteger(port)) return null;
  try {
    process.kill(pid, 0);
    return port;
  } catch {
    return null;
  }
}
