import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import type { GuessThrottle } from '../http/guess-throttle.ts';
import { followingRoute } from './following/route.ts';
import { listingSubscriptionsRoute } from './listing-subscriptions/route.ts';
import { readingPublicKeyRoute } from './reading-public-key/route.ts';
import { unfollowingRoute } from './unfollowing/route.ts';

/**
 * Web Push under /api/push: the public key, following, unfollowing and the caller's list.
 * Following by viewer code counts wrong codes in the games' one throttle of guesses.
 */
export function pushRoutes(deps: AppDeps, codeGuesses: GuessThrottle): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(readingPublicKeyRoute(deps));
    await app.register(followingRoute(deps, codeGuesses));
    await app.register(unfollowingRoute(deps));
    await app.register(listingSubscriptionsRoute(deps));
  };
}
