import { join, resolve } from 'node:path';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { findOrStartRedis } from './local-redis.ts';
import { loadOrCreateJwtSecret } from './jwt-secret.ts';
import { ensureDatabase } from './app-database.ts';
import { runningEmbeddedPostgresPort } from './running-postgres.ts';

export const dataDir = resolve(process.cwd(), '.data');

export interface LocalEnvironment {
  /** process.env completed with what the embedded default provides. */
  env: Record<string, string | undefined>;
  describe: string[];
  stop(): Promise<void>;
}

/**
 * The embedded default: with no settings, PostgreSQL runs embedded with its data under .data/pg,
 * Redis is found or started, and a JWT secret is generated and kept under .data/.
 * Every setting given in the environment wins.
 */
export async function prepareLocalEnvironment(
  baseEnv: Record<string, string | undefined>,
  needs: { redis: boolean } = { redis: true },
): Promise<LocalEnvironment> {
  const env = { ...baseEnv };
  const describe: string[] = [];
  const stops: Array<() => Promise<void>> = [];
  const runningPort = env.DATABASE_URL ? null : runningEmbeddedPostgresPort(join(dataDir, 'pg'));
  if (runningPort) {
    env.DATABASE_URL = await ensureDatabase(`postgres://postgres:postgres@127.0.0.1:${runningPort}/postgres`, 'golf');
    describe.push(`PostgreSQL: the embedded server already running on port ${runningPort}`);
  } else if (!env.DATABASE_URL) {
    const postgres = await startEmbeddedPostgres(join(dataDir, 'pg'));
    stops.push(postgres.stop);
    env.DATABASE_URL = await ensureDatabase(postgres.url, 'golf');
    describe.push(`PostgreSQL: embedded, data in ${join(dataDir, 'pg')}`);
  } else {
    describe.push('PostgreSQL: DATABASE_URL');
  }
  if (needs.redis)
    try {
      const redis = await findOrStartRedis(env.REDIS_URL, join(dataDir, 'redis'));
      stops.push(redis.stop);
      env.REDIS_URL = redis.url;
      describe.push(`Redis: ${redis.source} (${redis.url})`);
    } catch (error) {
      for (const stop of stops.reverse()) await stop();
      throw error;
    }
  if (!env.JWT_SECRET) {
    env.JWT_SECRET = loadOrCreateJwtSecret(join(dataDir, 'jwt-secret'));
    describe.push(`JWT secret: ${join(dataDir, 'jwt-secret')}`);
  }
  env.OUTBOX_DIR ??= join(dataDir, 'outbox');
  describe.push(env.EVENTSTORE_URL ? 'Event store: EventStoreDB (EVENTSTORE_URL)' : 'Event store: PostgreSQL');
  return {
    env,
    describe,
    stop: async () => {
      for (const stop of stops.reverse()) await stop();
    },
  };
}
