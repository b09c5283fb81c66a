import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { guessThrottle, type GuessThrottle } from '../http/guess-throttle.ts';

/**
 * The throttle of guessed game codes (decision 0702): the join and TV pages' codes, the by-code
 * lookup and joining. Wrong codes count, per address and per game, AUTH_RATE_LIMIT_PER_MINUTE a
 * minute each; right ones never do.
 */
export function gameCodeGuesses(deps: Pick<AppDeps, 'config' | 'queues'>, log?: FastifyBaseLogger): GuessThrottle {
  const limit = deps.config.AUTH_RATE_LIMIT_PER_MINUTE;
  return guessThrottle(
    deps.queues.redis,
    `${deps.config.BULLMQ_PREFIX}:guesses:`,
    { name: 'game-code', perAddress: limit, perSubject: limit, windowMs: 60_000 },
    log,
  );
}

/** The scope of a request's guess: its client's address (TRUST_PROXY decides which), and the game it names. */
export const guessScopeOf = (request: FastifyRequest, gameId?: string) => ({ address: request.ip, subject: gameId ?? null });
