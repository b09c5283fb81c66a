import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TripMembersResponse, TripParams } from '@golf/contracts';
import { listTripMembers } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { requireTripViewer, tripReadOf } from '../trip-read-gate.ts';
import { memberViewOfRow } from '../trip-views.ts';

/** GET /api/trips/{id}/members: the trip's members with their users, in the order they were added. */
export function listingMembersRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/trips/:id/members',
      {
        onRequest: requireUser(deps),
        preHandler: requireTripViewer(deps),
        schema: {
          tags: ['trips'],
          summary: 'The trip’s members (members and organizers may look)',
          security: bearerAuth,
          params: TripParams,
          response: { 200: TripMembersResponse, ...errorResponses(401, 404) },
        },
      },
      async (request) => (await listTripMembers(deps.pool, tripReadOf(request).id)).map(memberViewOfRow),
    );
  };
}
