import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { courseMessages, CourseInUseBody, DeletedResponse, ErrorBody } from '@golf/contracts';
import { getCourseUsage } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, signedInUser } from '../../http/auth-guard.ts';
import { commandContextOf } from '../../http/command-context.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { actorOf, requireUuid } from '../course-access.ts';
import { courseStream, handleCourse } from '../course.ts';
import { CourseInUseError, decideDeleteCourse } from './decide.ts';

/**
 * DELETE /api/courses/{id}: remove a course with its tee sets. Refused with 409 while game
 * rounds use it; the body's message names the games and `games` lists them.
 */
export function deletingCourseRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.delete(
      '/courses/:id',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['courses'],
          summary: 'Delete a course (409 naming the games that use it)',
          security: bearerAuth,
          params: z.object({ id: z.string() }),
          // A 409 also comes from a write that collided with another one; that body has no games.
          response: { 200: DeletedResponse, 409: z.union([CourseInUseBody, ErrorBody]), ...errorResponses(401, 403, 404) },
        },
      },
      async (request, reply) => {
        const user = signedInUser(request);
        const courseId = requireUuid(request.params.id, courseMessages.courseNotFound);
        const usedBy = await getCourseUsage(deps.pool, courseId);
        try {
          const outcome = await handleCourse(
            deps.streamCache,
            courseStream(courseId),
            (state) => decideDeleteCourse({ actor: actorOf(user), usedBy }, state),
            { context: commandContextOf(request, user.id, deps.clock()) },
          );
          return { position: outcome.position.toString() };
        } catch (error) {
          if (!(error instanceof CourseInUseError)) throw error;
          const games = error.games.map((game) => ({ id: game.gameId, name: game.gameName }));
          return reply.status(409).send({ message: error.message, games });
        }
      },
    );
  };
}
