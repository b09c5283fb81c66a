import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreateTripBody, TripCommandResponse } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { derivedUuid } from '../../commands/derived-uuid.ts';
import { requireUser, signedInUser } from '../../http/auth-guard.ts';
import { idempotencyKeyOf } from '../../http/command-context.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { runTripCommand, tripAfter } from '../trip-command-runner.ts';
import { tripViewOf } from '../trip-views.ts';
import { decideCreateTrip } from './decide.ts';

/** POST /api/trips: the New Trip dialog; the caller becomes the trip's organizer. */
export function creatingTripRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/trips',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['trips'],
          summary: 'Create a trip (name required, at most 100 characters; the end date not before the start date)',
          security: bearerAuth,
          body: CreateTripBody,
          response: { 201: TripCommandResponse, ...errorResponses(400, 401, 409) },
        },
      },
      async (request, reply) => {
        const actorId = signedInUser(request).id;
        const key = idempotencyKeyOf(request);
        // With an Idempotency-Key the id derives from it, so a retried create finds its first run.
        const tripId = key ? derivedUuid(`trip:${actorId}:${key}`) : randomUUID();
        const outcome = await runTripCommand(deps, request, tripId, (state) =>
          decideCreateTrip({ tripId, memberId: randomUUID(), actorId, form: request.body }, state),
        );
        return reply.status(201).send({ trip: tripViewOf(tripAfter(outcome), actorId), position: outcome.position.toString() });
      },
    );
  };
}
