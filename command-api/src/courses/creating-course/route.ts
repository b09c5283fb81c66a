import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CourseCommandResponse, CreateCourseBody } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, signedInUser } from '../../http/auth-guard.ts';
import { commandContextOf } from '../../http/command-context.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { createCourse } from './create-course.ts';
import { teesOfBody } from './tees-of-body.ts';

/**
 * POST /api/courses: add a course to the caller's library. From the course form it has no tee
 * sets; from the import path it brings `tees` and `holesData` and is recorded as a directory import.
 */
export function creatingCourseRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/courses',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['courses'],
          summary: 'Add a course to your library (409 when you already have one with this name and location)',
          security: bearerAuth,
          body: CreateCourseBody,
          response: { 201: CourseCommandResponse, ...errorResponses(400, 401, 409) },
        },
      },
      async (request, reply) => {
        const user = signedInUser(request);
        const body = request.body;
        const teeSets = teesOfBody(body);
        const created = await createCourse(
          deps,
          {
            name: body.name,
            location: body.location,
            holes: body.holes,
            imageUrl: body.imageUrl,
            source: teeSets.length > 0 ? 'directory_import' : 'manual',
            sourceRef: null,
            isGlobal: false,
            teeSets,
          },
          commandContextOf(request, user.id, deps.clock()),
        );
        return reply.status(201).send({ course: created.course, position: created.position });
      },
    );
  };
}
