import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Where a lookup of a key (an access code, a token) comes from: the client's address, and the
 * thing it names when the request names one (a game's id in `/game/{id}/join`). Both count the
 * lookups that found nothing.
 */
export interface GuessScope {
  address: string;
  subject?: string | null | undefined;
}

export interface GuessThrottleLimits {
  /** Counters' names in Redis: `{prefix}{name}:…`. Each kind of key has its own. */
  name: string;
  /** Failed lookups one address may make in a window. */
  perAddress: number;
  /** Failed lookups of one subject (from every address) before any address that failed there waits. */
  perSubject: number;
  windowMs: number;
}

/** A lookup refused until the address's (or the subject's) window passes: 429 with Retry-After. */
export class TooManyGuessesError extends Error {
  readonly statusCode = 429;
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super(
      `Too many wrong codes from this connection. Please try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
    );
    this.name = 'TooManyGuessesError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * A throttle of guesses (decision 0702): only lookups that found nothing are counted, per address
 * and per subject, in Redis (every API instance shares the counts), each in a fixed window from
 * its first failure. An address is refused once it has failed `perAddress` times; and once a
 * subject has been missed `perSubject` times from anywhere, every address that has missed it (or
 * anything) in the window waits too, so guesses spread over many addresses still slow down.
 * Whoever holds a right key and has not guessed is never refused: forty phones of a clubhouse on
 * one address all get in. With Redis away, lookups go ahead (the rate limiter does the same).
 */
export interface GuessThrottle {
  /** Throws TooManyGuessesError when this scope must wait. */
  check(scope: GuessScope): Promise<void>;
  /** Counts one lookup of `scope` that found nothing. */
  failed(scope: GuessScope): Promise<void>;
}

export function guessThrottle(redis: Redis, prefix: string, limits: GuessThrottleLimits, log?: FastifyBaseLogger): GuessThrottle {
  const key = (kind: 'address' | 'subject', value: string) => `${prefix}${limits.name}:${kind}:${value}`;
  const keysOf = (scope: GuessScope) => ({
    address: key('address', scope.address),
    subject: scope.subject ? key('subject', scope.subject.toLowerCase()) : null,
  });
  const away = (error: unknown) => log?.warn({ err: error }, 'the guess throttle could not reach Redis: the lookup goes ahead');
  const secondsLeft = async (name: string) => Math.max(1, Math.ceil((await redis.pttl(name)) / 1000));

  return {
    async check(scope) {
      const keys = keysOf(scope);
      let counts: (string | null)[];
      try {
        counts = await redis.mget(keys.address, keys.subject ?? keys.address);
      } catch (error) {
        away(error);
        return;
      }
      const [byAddress, bySubject] = counts.map((count) => Number(count ?? 0)) as [number, number];
      if (byAddress >= limits.perAddress) throw new TooManyGuessesError(await secondsLeft(keys.address));
      if (keys.subject && bySubject >= limits.perSubject && byAddress > 0) throw new TooManyGuessesError(await secondsLeft(keys.subject));
    },
    async failed(scope) {
      const keys = keysOf(scope);
      const transaction = redis.multi();
      for (const name of [keys.address, keys.subject]) {
        // The window starts at the first failure: a counter that exists keeps its expiry.
        if (name) transaction.set(name, 0, 'PX', limits.windowMs, 'NX').incr(name);
      }
      try {
        await transaction.exec();
      } catch (error) {
        away(error);
      }
    },
  };
}
