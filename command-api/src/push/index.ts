import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import { followingRoute } from './following/route.ts';
import { listingSubscriptionsRoute } from './listing-subscriptions/route.ts';
import { readingPublicKeyRoute } from './reading-public-key/route.ts';
import { unfollowingRoute } from './unfollowing/route.ts';

/** Web Push under /api/push: the public key, following, unfollowing and the caller's list. */
export function pushRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(readingPublicKeyRoute(deps));
    await app.register(followingRoute(deps));
    await app.register(unfollowingRoute(deps));
    await app.register(listingSubscriptionsRoute(deps));
  };
}
