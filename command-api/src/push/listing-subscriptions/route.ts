import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PushSubscriptionsView } from '@golf/contracts';
import { listUserPushSubscriptions } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, signedInUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';

/** GET /api/push/subscriptions: what the signed-in caller follows (the profile's list), newest first. */
export function listingSubscriptionsRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/push/subscriptions',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['push'],
          summary: 'What you follow with notifications',
          security: bearerAuth,
          response: { 200: PushSubscriptionsView, ...errorResponses(401) },
        },
      },
      async (request) => {
        const rows = await listUserPushSubscriptions(deps.pool, signedInUser(request).id);
        return { subscriptions: rows.map(({ id, gameId, tripId, name, createdAt }) => ({ id, gameId, tripId, name, createdAt })) };
      },
    );
  };
}
