import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PushSubscriptionParams, PushUnsubscribeResponse } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { gameCallerOf, requestToken } from '../../games/access/game-caller.ts';
import { commandContextOf } from '../../http/command-context.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { dropPushEndpoint } from '../push-endpoints.ts';
import { handlePushSubscription, pushSubscriptionStream } from '../push-subscription.ts';
import { decideUnfollow } from './decide.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * DELETE /api/push/subscriptions/{id}: stop following. A user's subscription is theirs to end
 * (signed in); a spectator's is ended by whoever holds its id, the browser that followed.
 */
export function unfollowingRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.delete(
      '/push/subscriptions/:id',
      {
        schema: {
          tags: ['push'],
          summary: 'Stop following: no more notifications for this subscription',
          security: [...bearerAuth, {}],
          params: PushSubscriptionParams,
          response: { 200: PushUnsubscribeResponse, ...errorResponses(401, 404) },
        },
      },
      async (request) => {
        const id = UUID.test(request.params.id) ? request.params.id.toLowerCase() : '00000000-0000-0000-0000-000000000000';
        const token = requestToken(request);
        const caller = token === null ? null : await gameCallerOf(deps, token);
        const callerId = caller?.kind === 'user' ? caller.actor.id : null;
        const outcome = await handlePushSubscription(
          deps.store,
          pushSubscriptionStream(id),
          (state) => decideUnfollow({ reason: 'unfollowed', callerId }, state),
          { context: commandContextOf(request, callerId, deps.clock()) },
        );
        await dropPushEndpoint(deps.pool, id);
        return { position: outcome.position.toString() };
      },
    );
  };
}
