import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../../../testing/test-database.ts';
import { guessThrottle, TooManyGuessesError, type GuessThrottleLimits } from './guess-throttle.ts';

let redis: Redis;
const prefix = `test-guesses-${randomBytes(4).toString('hex')}:`;
beforeAll(() => {
  redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: 1 });
});
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

const limits = (name: string, windowMs = 60_000): GuessThrottleLimits => ({ name, perAddress: 3, perSubject: 4, windowMs });
const refused = async (check: Promise<void>) =>
  check.then(
    () => null,
    (error: unknown) => (error instanceof TooManyGuessesError ? error.retryAfterSeconds : error),
  );

describe('the guess throttle (decision 0702)', () => {
  it('counts only what missed: an address that never missed is never refused, however often it asks', async () => {
    const throttle = guessThrottle(redis, prefix, limits('rights'));
    for (let index = 0; index < 50; index += 1) expect(await refused(throttle.check({ address: '10.0.0.1', subject: 'g1' }))).toBeNull();
  });

  it('refuses an address once it has missed its limit, saying how long to wait, and leaves other addresses be', async () => {
    const throttle = guessThrottle(redis, prefix, limits('address'));
    for (let index = 0; index < 3; index += 1) {
      expect(await refused(throttle.check({ address: '10.0.0.2' }))).toBeNull();
      await throttle.failed({ address: '10.0.0.2' });
    }
    const wait = await refused(throttle.check({ address: '10.0.0.2' }));
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await refused(throttle.check({ address: '10.0.0.3' }))).toBeNull();
  });

  it('given a game missed from many addresses, then every address that missed waits; a fresh one still gets in', async () => {
    const throttle = guessThrottle(redis, prefix, limits('subject'));
    for (const address of ['10.1.0.1', '10.1.0.2', '10.1.0.3', '10.1.0.4']) await throttle.failed({ address, subject: 'G2' });
    expect(await refused(throttle.check({ address: '10.1.0.1', subject: 'g2' }))).toEqual(expect.any(Number));
    expect(await refused(throttle.check({ address: '10.1.0.9', subject: 'g2' }))).toBeNull();
    expect(await refused(throttle.check({ address: '10.1.0.1', subject: 'another' })), 'another game: only its own count').toBeNull();
  });

  it('starts each window at its first miss and forgets it when the window passes', async () => {
    const throttle = guessThrottle(redis, prefix, limits('window', 300));
    for (let index = 0; index < 3; index += 1) await throttle.failed({ address: '10.2.0.1' });
    expect(await refused(throttle.check({ address: '10.2.0.1' }))).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await refused(throttle.check({ address: '10.2.0.1' }))).toBeNull();
  });

  it('given Redis away, then lookups go ahead and a miss is not an error', async () => {
    const away = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 0, lazyConnect: true, retryStrategy: () => null });
    away.on('error', () => undefined);
    const throttle = guessThrottle(away, prefix, limits('away'));
    await expect(throttle.check({ address: '10.3.0.1', subject: 'g' })).resolves.toBeUndefined();
    await expect(throttle.failed({ address: '10.3.0.1', subject: 'g' })).resolves.toBeUndefined();
    away.disconnect();
  });
});
