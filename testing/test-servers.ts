import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { startEmbeddedPostgres } from '../scripts/local/embedded-postgres.ts';
import { findOrStartRedis } from '../scripts/local/local-redis.ts';

export interface TestServers {
  postgresUrl: string;
  postgresSource: 'DATABASE_URL' | 'testcontainers' | 'embedded-postgres';
  redisUrl: string;
  redisSource: string;
  stop(): Promise<void>;
}

function dockerAnswers(): boolean {
  return spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 5000 }).status === 0;
}

/**
 * The servers tests run against, found once per run: PostgreSQL from DATABASE_URL, else
 * @testcontainers/postgresql where a Docker engine answers, else embedded-postgres in a temporary
 * folder. Redis from REDIS_URL, else 127.0.0.1:6379, else a redis-server started for the run.
 */
export async function startTestServers(): Promise<TestServers> {
  const stops: Array<() => Promise<void>> = [];
  let postgresUrl = process.env.DATABASE_URL;
  let postgresSource: TestServers['postgresSource'] = 'DATABASE_URL';
  if (!postgresUrl && dockerAnswers()) {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:16-alpine').start();
    postgresUrl = container.getConnectionUri();
    postgresSource = 'testcontainers';
    stops.push(async () => void (await container.stop()));
  }
  if (!postgresUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'golf-test-pg-'));
    const pg = await startEmbeddedPostgres(dir);
    postgresUrl = pg.url;
    postgresSource = 'embedded-postgres';
    stops.push(async () => {
      await pg.stop();
      rmSync(dir, { recursive: true, force: true });
    });
  }
  const redis = await findOrStartRedis(process.env.REDIS_URL, join(tmpdir(), 'golf-test-redis'));
  stops.push(redis.stop);
  return {
    postgresUrl,
    postgresSource,
    redisUrl: redis.url,
    redisSource: redis.source,
    stop: async () => {
      for (const stop of stops.reverse()) await stop();
    },
  };
}
