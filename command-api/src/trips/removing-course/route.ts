import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TripCourseParams, TripRemovalResponse, tripMessages } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUuid } from '../../courses/course-access.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { runTripCommand } from '../trip-command-runner.ts';
import { decideRemoveTripCourse } from './decide.ts';

/** DELETE /api/trips/{id}/courses/{courseId}: an organizer takes a course off the trip. */
export function removingCourseRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.delete(
      '/trips/:id/courses/:courseId',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['trips'],
          summary: 'Remove a course from the trip (organizers)',
          security: bearerAuth,
          params: TripCourseParams,
          response: { 200: TripRemovalResponse, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const courseId = requireUuid(request.params.courseId, tripMessages.courseNotOnTrip);
        const outcome = await runTripCommand(deps, request, request.params.id, (state, actorId) =>
          decideRemoveTripCourse({ actorId, courseId }, state),
        );
        return { position: outcome.position.toString() };
      },
    );
  };
}
