import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreateGameBody, CreateGameResponse } from '@golf/contracts';
import { takenGameCodes } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { derivedUuid } from '../../commands/derived-uuid.ts';
import { requireUser, signedInUser } from '../../http/auth-guard.ts';
import { commandContextOf, idempotencyKeyOf } from '../../http/command-context.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { actorOfRequest, gameStream, handleGame } from '../game.ts';
import { gameAfter, gameViewAfter } from '../answers/game-answers.ts';
import { loadTrip } from '../../trips/trip-command-runner.ts';
import { tripRoleOf } from '../access/access-rule.ts';
import { decideCreateGame } from './decide.ts';
import { newGameCodes } from './game-codes.ts';

/** POST /api/games: the New Game form; the caller becomes the game's admin. */
export function creatingGameRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/games',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['games'],
          summary: 'Create a game (empty name → “{type name} - {today}”; payouts of 0 dropped)',
          security: bearerAuth,
          body: CreateGameBody,
          response: { 201: CreateGameResponse, ...errorResponses(400, 401, 404, 409, 422) },
        },
      },
      async (request, reply) => {
        const actorId = signedInUser(request).id;
        const key = idempotencyKeyOf(request);
        // With an Idempotency-Key the id derives from it, so a retried create finds its first run.
        const gameId = key ? derivedUuid(`game:${actorId}:${key}`) : randomUUID();
        const now = deps.clock();
        const codes = await newGameCodes((candidates) => takenGameCodes(deps.pool, candidates));
        const tripId = request.body.tripId;
        const trip = tripId ? await loadTrip(deps, tripId) : null;
        const tripRole = trip?.status === 'active' ? tripRoleOf(trip.members, actorId) : null;
        const outcome = await handleGame(
          deps.store,
          gameStream(gameId),
          (state) => decideCreateGame({ gameId, actorId, issuedAt: now, codes, form: request.body, tripRole }, state),
          { context: commandContextOf(request, actorId, now) },
        );
        const game = gameAfter(outcome);
        return reply
          .status(201)
          .send({ id: game.id, game: await gameViewAfter(deps, game, actorOfRequest(request)), position: outcome.position.toString() });
      },
    );
  };
}
