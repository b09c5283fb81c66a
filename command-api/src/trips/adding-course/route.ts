import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AddTripCourseBody, TripCourseCommandResponse, TripParams } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { courseAggregate, courseStream, loadActiveCourses } from '../../courses/course.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { runTripCommand, tripAfter } from '../trip-command-runner.ts';
import { tripCourseViewOf } from '../trip-views.ts';
import { decideAddTripCourse } from './decide.ts';

/** POST /api/trips/{id}/courses: an organizer makes a course of their library one of the trip's venues. */
export function addingCourseRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/trips/:id/courses',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['trips'],
          summary: 'Add a course to the trip (organizers; a course they see; 409 when it is on the trip already)',
          security: bearerAuth,
          params: TripParams,
          body: AddTripCourseBody,
          response: { 201: TripCourseCommandResponse, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const { courseId } = request.body;
        const course = (await deps.streamCache.read(courseStream(courseId), courseAggregate)).state;
        const outcome = await runTripCommand(deps, request, request.params.id, (state, actorId) =>
          decideAddTripCourse({ actorId, tripCourseId: randomUUID(), course }, state),
        );
        const trip = tripAfter(outcome);
        const tripCourse = trip.courses.find((c) => c.courseId === courseId);
        const active = (await loadActiveCourses(deps, [courseId])).get(courseId);
        if (!tripCourse || !active) throw new Error('The trip course is missing after being added');
        return reply.status(201).send({ tripCourse: tripCourseViewOf(trip.id, tripCourse, active), position: outcome.position.toString() });
      },
    );
  };
}
