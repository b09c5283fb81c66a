import type { TestProject } from 'vitest/node';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { startEmbeddedPostgres } from '../scripts/local/embedded-postgres.ts';
import { findOrStartRedis } from '../scripts/local/local-redis.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    postgresSource: string;
    redisUrl: string;
  }
}

/**
 * Finds the servers the integration tests use, once per run:
 * PostgreSQL from DATABASE_URL, else @testcontainers/postgresql where a Docker engine answers,
 * else embedded-postgres in a temporary folder. Redis from REDIS_URL, else 127.0.0.1:6379,
 * else a redis-server started for the run. Each test file then makes its own database.
 */
export default async function setup(project: TestProject) {
  const stops: Array<() => Promise<void>> = [];
  let postgresUrl = process.env.DATABASE_URL;
  let postgresSource = 'DATABASE_URL';
  if (!postgresUrl && spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 5000 }).status === 0) {
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
  console.log(`[tests] PostgreSQL from ${postgresSource}; Redis from ${redis.source}`);
  project.provide('postgresUrl', postgresUrl);
  project.provide('postgresSource', postgresSource);
  project.provide('redisUrl', redis.url);
  return async () => {
    for (const stop of stops.reverse()) await stop();
  };
}
