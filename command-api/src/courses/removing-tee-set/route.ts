import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DeletedResponse } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, signedInUser } from '../../http/auth-guard.ts';
import { commandContextOf } from '../../http/command-context.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { actorOf } from '../course-access.ts';
import { courseStream, handleCourse } from '../course.ts';
import { courseOfTeeSet } from '../tee-set-course.ts';
import { decideRemoveTeeSet } from './decide.ts';

/** DELETE /api/tees/{id}: remove a tee set with all its hole data. */
export function removingTeeSetRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.delete(
      '/tees/:id',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['courses'],
          summary: 'Delete a tee set and its holes',
          security: bearerAuth,
          params: z.object({ id: z.string() }),
          response: { 200: DeletedResponse, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => {
        const user = signedInUser(request);
        const { courseId, teeSetId } = await courseOfTeeSet(deps, request.params.id);
        const outcome = await handleCourse(
          deps.streamCache,
          courseStream(courseId),
          (state) => decideRemoveTeeSet({ actor: actorOf(user), teeSetId }, state),
          { context: commandContextOf(request, user.id, deps.clock()) },
        );
        return { position: outcome.position.toString() };
      },
    );
  };
}
