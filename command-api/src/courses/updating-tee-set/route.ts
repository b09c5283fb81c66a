import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { courseMessages, TeeSetCommandResponse, UpdateTeeSetBody } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { NotFoundError } from '../../commands/domain-error.ts';
import { requireUser, signedInUser } from '../../http/auth-guard.ts';
import { commandContextOf } from '../../http/command-context.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { actorOf } from '../course-access.ts';
import { teeSetViewOf } from '../course-view.ts';
import { courseStream, handleCourse } from '../course.ts';
import { courseOfTeeSet } from '../tee-set-course.ts';
import { decideUpdateTeeSet, type TeeSetChanges } from './decide.ts';

/** PATCH /api/tees/{id}: change a tee set (only the fields sent; `holes` replaces all of them). */
export function updatingTeeSetRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.patch(
      '/tees/:id',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['courses'],
          summary: 'Change a tee set (stroke indexes 1..holes, each once)',
          security: bearerAuth,
          params: z.object({ id: z.string() }),
          body: UpdateTeeSetBody,
          response: { 200: TeeSetCommandResponse, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const user = signedInUser(request);
        const { courseId, teeSetId } = await courseOfTeeSet(deps, request.params.id);
        const { holes, ...fields } = request.body;
        const changes: TeeSetChanges = {
          ...fields,
          holes: holes?.map((hole) => ({ holeNumber: hole.holeNumber, par: hole.par, strokeIndex: hole.handicap, yardage: hole.yardage })),
        };
        const outcome = await handleCourse(
          deps.streamCache,
          courseStream(courseId),
          (state) => decideUpdateTeeSet({ actor: actorOf(user), teeSetId, changes }, state),
          { context: commandContextOf(request, user.id, deps.clock()) },
        );
        const teeSet =
          outcome.state.status === 'active' ? outcome.state.teeSets.find((candidate) => candidate.teeSetId === teeSetId) : undefined;
        // Only a retried request finds its tee set gone: it was removed since.
        if (!teeSet) throw new NotFoundError(courseMessages.teeSetNotFound);
        return { teeSet: teeSetViewOf(courseId, teeSet), position: outcome.position.toString() };
      },
    );
  };
}
