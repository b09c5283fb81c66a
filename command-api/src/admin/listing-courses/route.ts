import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminCoursesResponse } from '@golf/contracts';
import { listAllCourses } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { courseSummaryOf } from '../../courses/course-view.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { requireSuperAdmin } from '../../http/require-super-admin.ts';

/** GET /api/admin/courses: every course of the library, global ones first, with their tee sets. */
export function listingCoursesRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/courses',
      {
        onRequest: [requireUser(deps), requireSuperAdmin(deps)],
        schema: {
          tags: ['admin'],
          summary: 'Every course in the library, global and users’ (super admins only)',
          security: bearerAuth,
          response: { 200: AdminCoursesResponse, ...errorResponses(401, 403) },
        },
      },
      async () => (await listAllCourses(deps.pool)).map(courseSummaryOf),
    );
  };
}
