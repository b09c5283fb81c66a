import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authMessages, CreatePushSubscriptionBody, pushMessages, PushSubscriptionCreated } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { BadRequestError, NotFoundError, UnauthorizedError } from '../../commands/domain-error.ts';
import { derivedUuid } from '../../commands/derived-uuid.ts';
import type { GameCaller } from '../../games/access/access-rule.ts';
import { guessScopeOf } from '../../games/access/code-guesses.ts';
import { gameCallerOf, requestToken } from '../../games/access/game-caller.ts';
import { readAccessOf } from '../../games/access/read-access.ts';
import { commandContextOf } from '../../http/command-context.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import type { GuessThrottle } from '../../http/guess-throttle.ts';
import { readTripOf } from '../../trips/trip-read-gate.ts';
import { noteWhereScopeStands } from '../moments/scope-moments.ts';
import { keepPushEndpoint } from '../push-endpoints.ts';
import { parsePushEndpoint } from '../push-service-hosts.ts';
import { handlePushSubscription, pushSubscriptionStream } from '../push-subscription.ts';
import { decideFollow } from './decide.ts';

/** Who follows: the bearer token's caller, else (no token) a spectator holding the game's view code. */
async function followerOf(deps: AppDeps, request: FastifyRequest, body: CreatePushSubscriptionBody): Promise<GameCaller> {
  const token = requestToken(request);
  if (token !== null || body.code === undefined || body.gameId === undefined) {
    if (token === null) throw new UnauthorizedError(authMessages.authenticationRequired);
    return gameCallerOf(deps, token);
  }
  return { kind: 'guest', gameId: body.gameId, viewCode: body.code.trim().toUpperCase() };
}

/**
 * Whether the follower may see what they follow, by the read side's one access decision (a
 * game's `readAccessOf`, a trip's `readTripOf`): 404 as for no such game or trip otherwise. A
 * spectator's viewer code is a guess like any game code (decision 0702): an address or game over
 * its count of wrong codes is refused (429), and a wrong one counts.
 */
async function checkAccess(
  deps: AppDeps,
  guesses: GuessThrottle,
  request: FastifyRequest,
  follower: GameCaller,
  body: CreatePushSubscriptionBody,
): Promise<void> {
  if (body.tripId !== undefined) {
    if (follower.kind !== 'user') throw new UnauthorizedError(authMessages.authenticationRequired);
    await readTripOf(deps, body.tripId, follower.actor.id);
    return;
  }
  if (follower.kind !== 'guest') {
    await readAccessOf(deps, body.gameId!, follower, 'viewer');
    return;
  }
  const scope = guessScopeOf(request, body.gameId!.toLowerCase());
  await guesses.check(scope);
  try {
    await readAccessOf(deps, body.gameId!, follower, 'viewer');
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    await guesses.failed(scope);
    throw new NotFoundError(pushMessages.codeWrong);
  }
}

/**
 * POST /api/push/subscriptions: follow a game or a trip with a browser's push subscription, for a
 * signed-in user or a spectator with the game's viewer code. The endpoint must be on a push
 * service of PUSH_SERVICE_HOSTS, so the server is never pointed at another address.
 */
export function followingRoute(deps: AppDeps, guesses: GuessThrottle): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/push/subscriptions',
      {
        schema: {
          tags: ['push'],
          summary: 'Follow a game or a trip: its moments are pushed to this browser while you may see it',
          security: [...bearerAuth, {}],
          body: CreatePushSubscriptionBody,
          response: { 201: PushSubscriptionCreated, ...errorResponses(400, 401, 403, 404, 429) },
        },
      },
      async (request, reply) => {
        const body = request.body;
        const { url: endpoint, refusal } = parsePushEndpoint(body.subscription.endpoint, deps.config.PUSH_SERVICE_HOSTS);
        if (refusal === 'not_https') throw new BadRequestError(pushMessages.endpointNotHttps);
        if (refusal === 'not_plain') throw new BadRequestError(pushMessages.endpointNotPlain);
        if (refusal || endpoint === null) throw new BadRequestError(pushMessages.endpointNotPushService);
        const follower = await followerOf(deps, request, body);
        await checkAccess(deps, guesses, request, follower, body);
        const userId = follower.kind === 'user' ? follower.actor.id : null;
        const viewCode = follower.kind === 'guest' ? follower.viewCode : null;
        const target = body.gameId !== undefined ? `game:${body.gameId}` : `trip:${body.tripId}`;
        const subscriptionId = derivedUuid(`push-subscription:${body.subscription.endpoint}:${target}:${userId ?? 'spectator'}`);
        await keepPushEndpoint(deps.pool, {
          subscriptionId,
          endpoint: body.subscription.endpoint,
          p256dh: body.subscription.keys.p256dh,
          auth: body.subscription.keys.auth,
          viewCode,
        });
        const outcome = await handlePushSubscription(
          deps.store,
          pushSubscriptionStream(subscriptionId),
          (state) =>
            decideFollow(
              {
                subscriptionId,
                userId,
                gameId: body.gameId ?? null,
                tripId: body.tripId ?? null,
                via: userId === null ? 'view_code' : 'account',
                pushService: endpoint.origin,
              },
              state,
            ),
          { context: commandContextOf(request, userId, deps.clock()) },
        );
        await noteWhereScopeStands(
          deps.pool,
          body.gameId !== undefined ? { kind: 'game', id: body.gameId } : { kind: 'trip', id: body.tripId! },
        );
        return reply.code(201).send({ id: subscriptionId, position: outcome.position.toString() });
      },
    );
  };
}
