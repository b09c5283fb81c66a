import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AddTripMemberBody, TripMemberCommandResponse, TripParams } from '@golf/contracts';
import { appHandicapOf } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { loadUser } from '../../auth/user.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { runTripCommand, tripAfter } from '../trip-command-runner.ts';
import { memberViewOf } from '../trip-views.ts';
import { decideAddTripMember } from './decide.ts';

/** POST /api/trips/{id}/members: an organizer adds a registered user as a member or an organizer. */
export function addingMemberRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/trips/:id/members',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['trips'],
          summary: 'Add a member to the trip (organizers; 409 when they are one already)',
          security: bearerAuth,
          params: TripParams,
          body: AddTripMemberBody,
          response: { 201: TripMemberCommandResponse, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const { userId, role } = request.body;
        const user = (await loadUser(deps.store, userId)).state;
        const outcome = await runTripCommand(deps, request, request.params.id, (state, actorId) =>
          decideAddTripMember({ actorId, memberId: randomUUID(), user, role }, state),
        );
        const trip = tripAfter(outcome);
        const member = trip.members.find((m) => m.userId === userId);
        if (!member || user.status !== 'registered') throw new Error('The member is missing after being added');
        const { appHandicapIndex } = await appHandicapOf(deps.pool, userId);
        return reply
          .status(201)
          .send({ member: memberViewOf(trip.id, member, user, appHandicapIndex), position: outcome.position.toString() });
      },
    );
  };
}
