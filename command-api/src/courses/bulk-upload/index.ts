import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { downloadingTemplateRoute } from './downloading-template/route.ts';
import { uploadingCoursesRoute } from './uploading-courses/route.ts';

/** The spreadsheet routes under /api/admin/courses: the template, and the super admins' bulk upload. */
export function bulkUploadRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(downloadingTemplateRoute(deps));
    await app.register(uploadingCoursesRoute(deps));
  };
}
