import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CourseCommandResponse, CreateGlobalCourseBody } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, signedInUser } from '../../http/auth-guard.ts';
import { requireSuperAdmin } from '../../http/require-super-admin.ts';
import { commandContextOf } from '../../http/command-context.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { createCourse } from '../creating-course/create-course.ts';

/** POST /api/admin/courses: a super admin adds a global course, seen by everyone. */
export function creatingGlobalCourseRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/admin/courses',
      {
        onRequest: [requireUser(deps), requireSuperAdmin(deps)],
        schema: {
          tags: ['courses', 'admin'],
          summary: 'Add a global course (super admins only)',
          security: bearerAuth,
          body: CreateGlobalCourseBody,
          response: { 201: CourseCommandResponse, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) => {
        const user = signedInUser(request);
        const body = request.body;
        const created = await createCourse(
          deps,
          { ...body, source: 'manual', sourceRef: null, isGlobal: true, teeSets: [] },
          commandContextOf(request, user.id, deps.clock()),
        );
        return reply.status(201).send({ course: created.course, position: created.position });
      },
    );
  };
}
