import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TripListResponse } from '@golf/contracts';
import { listTripsOfMember } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, signedInUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { tripViewOfRow } from '../trip-views.ts';

/** GET /api/trips: the trips the caller is a member of, with their role in each. */
export function listingTripsRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/trips',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['trips'],
          summary: 'The caller’s trips (those they are a member of), soonest first',
          security: bearerAuth,
          response: { 200: TripListResponse, ...errorResponses(401) },
        },
      },
      async (request) => (await listTripsOfMember(deps.pool, signedInUser(request).id)).map(tripViewOfRow),
    );
  };
}
