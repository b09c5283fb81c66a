import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { buildApp, createQueues, loadConfig, migrateApiDatabase, type AppQueues, type Config } from '@golf/command-api';
import type { EventStore } from '@golf/events';
import { createEventStore } from '@golf/events/store';
import { createReadPool } from '@golf/read-db';
import { projections, runProjector, type RunningProjector } from '@golf/projector';
import { createTestDatabase, dropTestDatabase, testRedisUrl } from './test-database.ts';

/** The projector's batch gate: a test holds the projector between batches, as a rebuild does. */
export { closeBatchGate, openBatchGate } from '@golf/projector';

export interface TestApi {
  app: FastifyInstance;
  config: Config;
  store: EventStore;
  pool: DatabasePool;
  queues: AppQueues;
  /** The projector running in this process; a test may stop it, and start one again with `restartProjector`. */
  readonly projector: RunningProjector;
  /** Stops the projector (if it still runs) and starts a fresh one, as a standby taking over would. */
  restartProjector(): Promise<void>;
  /**
   * Every committed event in the log: to prove a refused command wrote nothing. Counted in the
   * PostgreSQL adapter's table: `readAll` may hold back events committed a moment ago while an
   * older transaction anywhere on the server is still open (its late-commit guard).
   */
  countEvents(): Promise<number>;
  /** `app.inject` with the body as JSON and, when given, `Authorization: Bearer <token>`. */
  call(
    method: InjectOptions['method'],
    url: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  /**
   * Registers a user (201 expected) and answers the token, the user view and the position. An
   * address SUPER_ADMIN_EMAILS lists is then confirmed with the link its e-mail carries, so the
   * account answered is a super admin (use `call` to register one unproven).
   */
  register(
    overrides?: Partial<Record<'username' | 'email' | 'firstName' | 'lastName' | 'password', string>> & { handicap?: unknown },
  ): Promise<{ token: string; user: { id: string; email: string; username: string }; position: string }>;
  close(): Promise<void>;
}

/** `app.inject` with the body as JSON and, when given, `Authorization: Bearer <token>`: TestApi's `call` for any app. */
export function callerOf(app: FastifyInstance): TestApi['call'] {
  return (method, url, options = {}) =>
    app.inject({
      method,
      url,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
    });
}

/** A database or servers of the test's own instead of the run's shared ones. */
export interface TestApiServers {
  /** A database the API takes over (migrated here; dropped on close unless `keepDatabase`). */
  databaseUrl?: string;
  /** A Redis of the test's own (the outage test stops and starts it). */
  redisUrl?: string;
  /** Leave the database in place on close (its server is the test's own). */
  keepDatabase?: boolean;
}

/**
 * The API on a fresh database, with a unique BullMQ prefix on the test Redis, the projector
 * running in-process and the clock real. Extra settings (e.g. SUPER_ADMIN_EMAILS) go in `env`.
 * `servers`: a database (a restored one) or servers of the caller's instead.
 */
export async function startTestApi(env: Record<string, string> = {}, servers?: TestApiServers): Promise<TestApi> {
  const databaseUrl = servers?.databaseUrl ?? (await createTestDatabase());
  const workDir = mkdtempSync(join(tmpdir(), 'golf-api-test-'));
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    REDIS_URL: servers?.redisUrl ?? testRedisUrl(),
    JWT_SECRET: randomBytes(32).toString('base64url'),
    BULLMQ_PREFIX: `test-${randomBytes(5).toString('hex')}`,
    OUTBOX_DIR: join(workDir, 'outbox'),
    FRONTEND_DIST: join(workDir, 'no-frontend'),
    PUBLIC_URL: 'http://golf.test',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    SHARE_INVITATIONS_PER_HOUR: '10000',
    ...env,
  });
  const store = await createEventStore({ databaseUrl });
  const pool = await createReadPool(databaseUrl);
  await migrateApiDatabase(pool);
  const queues = createQueues({ redisUrl: config.REDIS_URL, prefix: config.BULLMQ_PREFIX });
  const app = await buildApp({ config, store, pool, queues });
  let projector = await runProjector({ store, pool, projections, retryMs: 200 });
  let userCount = 0;

  const call = callerOf(app);

  return {
    app,
    config,
    store,
    pool,
    queues,
    get projector() {
      return projector;
    },
    async restartProjector() {
      await projector.stop();
      projector = await runProjector({ store, pool, projections, retryMs: 200 });
    },
    call,
    async countEvents() {
      return pool.oneFirst(sql.type(z.object({ count: z.number() }))`SELECT count(*)::int AS count FROM es.events`);
    },
    async register(overrides = {}) {
      userCount += 1;
      const name = `user${userCount}x${randomBytes(2).toString('hex')}`;
      const response = await call('POST', '/api/auth/register', {
        body: {
          username: name,
          email: `${name}@example.com`,
          firstName: 'Test',
          lastName: `User${userCount}`,
          handicap: 10,
          password: 'secret123',
          ...overrides,
        },
      });
      if (response.statusCode !== 201) throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
      const registered = response.json();
      if (!config.SUPER_ADMIN_EMAILS.includes(String(registered.user.email))) return registered;
      // A listed super-admin address proves itself as its owner would: the mailed link, opened signed in.
      const mail = await queues.email.getJob(`super-admin-confirmation-${registered.user.id}`);
      const code = mail?.data.link ? new URL(mail.data.link).searchParams.get('code') : null;
      if (!code) throw new Error(`no confirmation e-mail was queued for ${registered.user.email}`);
      const confirmed = await call('POST', '/api/auth/confirm-super-admin', { token: registered.token, body: { code } });
      if (confirmed.statusCode !== 200) throw new Error(`confirmation failed: ${confirmed.statusCode} ${confirmed.body}`);
      return confirmed.json();
    },
    async close() {
      await projector.stop();
      await app.close();
      await queues.email.obliterate({ force: true }).catch(() => undefined);
      await deleteKeys(config.REDIS_URL, `${config.BULLMQ_PREFIX}:*`);
      await queues.close();
      await pool.end();
      await store.close();
      if (!servers?.keepDatabase) await dropTestDatabase(databaseUrl);
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/** Removes this test's keys (queues, rate-limit counters) from the shared test Redis. */
export async function deleteKeys(redisUrl: string, pattern: string): Promise<void> {
  const redis = new Redis(redisUrl);
  redis.on('error', () => {
    // A failed command below reports it; an idle connection's error must not reach the process.
  });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}
