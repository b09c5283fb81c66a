import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { startEmbeddedPostgres } from '../local/embedded-postgres.ts';
import { dropDatabase, ensureDatabase } from '../local/app-database.ts';

/**
 * A scratch database for the bench, on the embedded default (a fresh embedded server in a temp
 * folder), or on DATABASE_URL's server when set (dropped again at the end: a rebuild run leaves
 * some 300 MB). Never the app's own data.
 */
export async function benchDatabase(databaseUrl: string | undefined): Promise<{ url: string; where: string; stop(): Promise<void> }> {
  const name = `bench_${randomBytes(4).toString('hex')}`;
  if (databaseUrl) {
    return { url: await ensureDatabase(databaseUrl, name), where: 'DATABASE_URL server', stop: () => dropDatabase(databaseUrl, name) };
  }
  const dir = mkdtempSync(join(tmpdir(), 'golf-bench-pg-'));
  const server = await startEmbeddedPostgres(dir);
  return {
    url: await ensureDatabase(server.url, name),
    where: 'embedded PostgreSQL',
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
