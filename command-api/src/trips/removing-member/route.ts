import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TripMemberParams, TripRemovalResponse, tripMessages } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUuid } from '../../courses/course-access.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { runTripCommand } from '../trip-command-runner.ts';
import { decideRemoveTripMember } from './decide.ts';

/** DELETE /api/trips/{id}/members/{userId}: an organizer removes a member (never the last organizer). */
export function removingMemberRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.delete(
      '/trips/:id/members/:userId',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['trips'],
          summary: 'Remove a member from the trip (organizers; 409 for the last organizer)',
          security: bearerAuth,
          params: TripMemberParams,
          response: { 200: TripRemovalResponse, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => {
        const userId = requireUuid(request.params.userId, tripMessages.notMember);
        const outcome = await runTripCommand(deps, request, request.params.id, (state, actorId) =>
          decideRemoveTripMember({ actorId, userId }, state),
        );
        return { position: outcome.position.toString() };
      },
    );
  };
}
