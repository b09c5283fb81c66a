import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SetCupBody, SetCupResponse, TripParams } from '@golf/contracts';
import { listPlayerNames } from '@golf/read-db';
import type { AppDeps } from '../../../app-deps.ts';
import { requireUser } from '../../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../../http/error-responses.ts';
import { runTripCommand } from '../../trip-command-runner.ts';
import { decideSetCup } from './decide.ts';

/** PUT /api/trips/{id}/cup: an organizer sets up the trip's cup (or sets it again). */
export function settingCupRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/trips/:id/cup',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['trips'],
          summary: 'Set up the trip’s cup: its name, two teams of members (name, colour, captain, players), the holder, the planned points',
          security: bearerAuth,
          params: TripParams,
          body: SetCupBody,
          response: { 200: SetCupResponse, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const names = await listPlayerNames(
          deps.pool,
          request.body.teams.flatMap((team) => team.userIds),
        );
        const outcome = await runTripCommand(deps, request, request.params.id, (state, actorId) =>
          decideSetCup({ actorId, body: request.body, nameOf: (userId) => names.get(userId) ?? `User ${userId}` }, state),
        );
        return { position: outcome.position.toString() };
      },
    );
  };
}
