import { fileURLToPath } from 'node:url';
import { createEventStore } from '@golf/events/store';
import { createReadPool, migrateReadDb, runMigrations } from '@golf/read-db';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { createQueues } from './jobs/queues.ts';

/** Write-side tables of the API (schema `auth`): credentials and reset tokens. */
export const authMigrationsDirectory = fileURLToPath(new URL('../migrations', import.meta.url));

/** Applies the read-model migrations and the API's own write-side ones; safe when processes start together. */
export async function migrateApiDatabase(pool: Parameters<typeof migrateReadDb>[0]): Promise<void> {
  await migrateReadDb(pool);
  await runMigrations(pool, { directory: authMigrationsDirectory, table: 'schema_migrations', schema: 'auth' });
}

export interface RunningApi {
  /** Where it listens, e.g. http://127.0.0.1:3000. */
  url: string;
  close(): Promise<void>;
}

/** Connects to the event store, the database and Redis, migrates, and listens on config.PORT. */
export async function startApi(config: Config): Promise<RunningApi> {
  const store = await createEventStore({ databaseUrl: config.DATABASE_URL, eventStoreUrl: config.EVENTSTORE_URL, keepConnections: true });
  const pool = await createReadPool(config.DATABASE_URL);
  const queues = createQueues({ redisUrl: config.REDIS_URL, prefix: config.BULLMQ_PREFIX });
  const closeDependencies = async () => {
    await queues.close().catch(() => undefined);
    await pool.end().catch(() => undefined);
    await store.close().catch(() => undefined);
  };
  try {
    await migrateApiDatabase(pool);
    const app = await buildApp({ config, store, pool, queues });
    const address = await app.listen({ port: config.PORT, host: config.HOST });
    const url = new URL(address);
    // Listening on every interface: name the address a person on this machine would type.
    if (['0.0.0.0', '::', '[::]'].includes(config.HOST)) url.hostname = 'localhost';
    return {
      url: url.origin,
      async close() {
        await app.close();
        await closeDependencies();
      },
    };
  } catch (error) {
    await closeDependencies();
    throw error;
  }
}
