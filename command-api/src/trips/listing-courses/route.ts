import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TripCoursesResponse, TripParams } from '@golf/contracts';
import { listTripCourses } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { requireTripViewer, tripReadOf } from '../trip-read-gate.ts';
import { tripCourseViewOfRow } from '../trip-views.ts';

/** GET /api/trips/{id}/courses: the trip's venues, in the order they were added. */
export function listingCoursesRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/trips/:id/courses',
      {
        onRequest: requireUser(deps),
        preHandler: requireTripViewer(deps),
        schema: {
          tags: ['trips'],
          summary: 'The trip’s courses (members and organizers may look)',
          security: bearerAuth,
          params: TripParams,
          response: { 200: TripCoursesResponse, ...errorResponses(401, 404) },
        },
      },
      async (request) => (await listTripCourses(deps.pool, tripReadOf(request).id)).map(tripCourseViewOfRow),
    );
  };
}
