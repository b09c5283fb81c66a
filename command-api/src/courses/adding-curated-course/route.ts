import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { courseMessages, CuratedAddResponse } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { NotFoundError } from '../../commands/domain-error.ts';
import { requireUser, signedInUser } from '../../http/auth-guard.ts';
import { commandContextOf } from '../../http/command-context.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { createCourse } from '../creating-course/create-course.ts';
import { findCuratedCourse, newCourseOfCurated } from '../curated-catalog.ts';

/**
 * POST /api/curated-courses/{id}/add: copy a directory course, with all its tees, into the
 * caller's library. 409 'Course Already Exists' when they already see one of that name and location.
 */
export function addingCuratedCourseRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/curated-courses/:id/add',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['courses'],
          summary: 'Add a curated course with its tees to your library',
          security: bearerAuth,
          params: z.object({ id: z.string() }),
          response: { 201: CuratedAddResponse, ...errorResponses(401, 404, 409) },
        },
      },
      async (request, reply) => {
        const user = signedInUser(request);
        const curated = findCuratedCourse(request.params.id);
        if (!curated) throw new NotFoundError(courseMessages.curatedCourseNotFound);
        const created = await createCourse(deps, newCourseOfCurated(curated), commandContextOf(request, user.id, deps.clock()));
        return reply.status(201).send({ course: created.course, position: created.position });
      },
    );
  };
}
