import { buildApp, createQueues } from '@golf/command-api';
import { callerOf, type TestApi } from './test-api.ts';

/**
 * Runs `act` against a second app on the test API's database whose queues point at a Redis that
 * never answers (port 1), as every request meets it while Redis is away; then closes that app.
 */
export async function withRedisAway<T>(api: TestApi, act: (call: TestApi['call']) => Promise<T>): Promise<T> {
  const deadRedis = createQueues({ redisUrl: 'redis://127.0.0.1:1', prefix: api.config.BULLMQ_PREFIX });
  const app = await buildApp({ config: api.config, store: api.store, pool: api.pool, queues: deadRedis });
  try {
    return await act(callerOf(app));
  } finally {
    await app.close();
    deadRedis.redis.disconnect();
    // A queue that never connected waits for Redis on close too: give up on it after a second.
    await Promise.race([deadRedis.close(), new Promise((resolve) => setTimeout(resolve, 1000))]);
  }
}
