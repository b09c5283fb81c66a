import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DatabasePool } from 'slonik';
import { buildApp, createQueues, loadConfig, migrateApiDatabase, type AppQueues } from '@golf/command-api';
import type { EventStore } from '@golf/events';
import { createEventStore } from '@golf/events/store';
import { createReadPool } from '@golf/read-db';
import { startProjectorService, type ProjectorService } from '@golf/projector';
import { findOrStartRedis } from '../local/local-redis.ts';

export interface BenchApp {
  app: FastifyInstance;
  store: EventStore;
  pool: DatabasePool;
  /** The projector as `npm start` runs it: on a worker thread of this process. */
  projector: ProjectorService;
  /** The bench user, admin of every bench game. */
  userId: string;
  /** The bench user's session token (for calls over real HTTP). */
  token: string;
  email: string;
  /** `app.inject` with a JSON body and the bench user's bearer token. */
  call(method: InjectOptions['method'], url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /**
   * A GET as a client on the network takes it: the answer's bytes read to the end, not turned
   * into one string (which is what `call` does, and costs the bench, not the app). Answers the
   * status and the size.
   */
  download(url: string): Promise<{ statusCode: number; bytes: number }>;
  /** Like `call`, but throws unless the answer has `status`; answers the parsed body. */
  expect<T = Record<string, unknown>>(
    status: number,
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<T>;
  close(): Promise<void>;
}

/**
 * The real app in-process, as the API tests build it: buildApp with a store, read pool and job
 * queues on a unique BullMQ prefix, plus the projector running beside it as `npm start` runs it
 * (startProjectorService: its own thread), and one registered user whose token every call carries.
 */
export async function startBenchApp(
  databaseUrl: string,
  frontendDist?: string,
  projectorThread: 'worker' | 'main' = 'worker',
): Promise<BenchApp> {
  const workDir = mkdtempSync(join(tmpdir(), 'golf-bench-api-'));
  const redis = await findOrStartRedis(process.env.REDIS_URL, join(workDir, 'redis'));
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    BULLMQ_PREFIX: `bench-${randomBytes(5).toString('hex')}`,
    OUTBOX_DIR: join(workDir, 'outbox'),
    FRONTEND_DIST: frontendDist ?? join(workDir, 'no-frontend'),
    PUBLIC_URL: 'http://golf.bench',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
  });
  // As startApi opens it (a server's store keeps its connections).
  const store = await createEventStore({ databaseUrl, keepConnections: true });
  const pool = await createReadPool(databaseUrl);
  await migrateApiDatabase(pool);
  const queues: AppQueues = createQueues({ redisUrl: config.REDIS_URL, prefix: config.BULLMQ_PREFIX });
  const app = await buildApp({ config, store, pool, queues });
  const projector = await startProjectorService({
    databaseUrl,
    thread: projectorThread,
    log: (level, message, details) => {
      if (level !== 'info') console.error(`  projector ${level}: ${message}`, details ?? '');
    },
  });
  let token = '';

  const call: BenchApp['call'] = (method, url, body, headers = {}) =>
    app.inject({
      method,
      url,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
  const download: BenchApp['download'] = async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` }, payloadAsStream: true });
    let bytes = 0;
    for await (const chunk of response.stream()) bytes += (chunk as Buffer).length;
    return { statusCode: response.statusCode, bytes };
  };
  const expect: BenchApp['expect'] = async (status, method, url, body, headers) => {
    const response = await call(method, url, body, headers);
    if (response.statusCode !== status)
      throw new Error(`${method} ${url}: expected ${status}, got ${response.statusCode} ${response.body}`);
    return response.json();
  };

  const name = `bench${randomBytes(3).toString('hex')}`;
  const registered = await expect<{ token: string; user: { id: string; email: string } }>(201, 'POST', '/api/auth/register', {
    username: name,
    email: `${name}@example.com`,
    firstName: 'Bench',
    lastName: 'User',
    handicap: 10,
    password: 'secret123',
  });
  token = registered.token;

  return {
    app,
    store,
    pool,
    projector,
    call,
    download,
    expect,
    userId: registered.user.id,
    token,
    email: registered.user.email,
    async close() {
      await projector.stop();
      await app.close();
      await queues.email.obliterate({ force: true }).catch(() => undefined);
      await queues.close();
      await pool.end();
      await store.close();
      await redis.stop();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
