import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { courseMessages, TeeSetBody, TeeSetCommandResponse } from '@golf/contracts';
import { waitForPosition } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { derivedUuid } from '../../commands/derived-uuid.ts';
import { NotFoundError } from '../../commands/domain-error.ts';
import { requireUser, signedInUser } from '../../http/auth-guard.ts';
import { commandContextOf, idempotencyKeyOf } from '../../http/command-context.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { MIN_POSITION_WAIT_MS } from '../../http/min-position.ts';
import { actorOf, requireUuid } from '../course-access.ts';
import { teeSetViewOf } from '../course-view.ts';
import { courseStream, handleCourse } from '../course.ts';
import { decideAddTeeSet } from './decide.ts';

/**
 * POST /api/courses/{id}/tees: add a tee set with one entry per hole. Answers once the read
 * model holds it (at most ~2 s), so /api/tees/{id} finds it straight away.
 */
export function addingTeeSetRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/courses/:id/tees',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['courses'],
          summary: 'Add a tee set (stroke indexes 1..holes, each once; pars 3, 4 or 5)',
          security: bearerAuth,
          params: z.object({ id: z.string() }),
          body: TeeSetBody,
          response: { 201: TeeSetCommandResponse, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const user = signedInUser(request);
        const courseId = requireUuid(request.params.id, courseMessages.courseNotFound);
        const key = idempotencyKeyOf(request);
        const teeSetId = key ? derivedUuid(`tee:${courseId}:${user.id}:${key}`) : randomUUID();
        const body = request.body;
        const teeSet = {
          teeSetId,
          name: body.name,
          color: body.color,
          rating: body.rating,
          slope: body.slope,
          totalYardage: body.totalYardage,
          holes: body.holes.map((hole) => ({
            holeNumber: hole.holeNumber,
            par: hole.par,
            strokeIndex: hole.handicap,
            yardage: hole.yardage,
          })),
        };
        const outcome = await handleCourse(
          deps.streamCache,
          courseStream(courseId),
          (state) => decideAddTeeSet({ actor: actorOf(user), teeSet }, state),
          { context: commandContextOf(request, user.id, deps.clock()) },
        );
        const added =
          outcome.state.status === 'active' ? outcome.state.teeSets.find((candidate) => candidate.teeSetId === teeSetId) : undefined;
        // Only a retried request finds its tee set gone: it was removed since.
        if (!added) throw new NotFoundError(courseMessages.teeSetNotFound);
        await waitForPosition(deps.pool, outcome.position, MIN_POSITION_WAIT_MS);
        return reply.status(201).send({ teeSet: teeSetViewOf(courseId, added), position: outcome.position.toString() });
      },
    );
  };
}
