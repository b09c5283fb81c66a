import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps.ts';
import { requireUser } from '../../../http/auth-guard.ts';
import { bearerAuth } from '../../../http/error-responses.ts';
import { buildCourseTemplate } from '../../spreadsheet/course-template.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * GET /api/admin/courses/template: the course upload workbook (instructions and a filled
 * example). Any signed-in user may download it: it holds no data, and the lookup screen offers
 * it to golfers who then hand the filled file to a super admin, who alone may upload it.
 */
export function downloadingTemplateRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/template',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['courses admin'],
          summary: 'Download the .xlsx course upload template',
          security: bearerAuth,
          produces: [XLSX_TYPE],
        },
      },
      async (_request, reply) => {
        const workbook = await buildCourseTemplate();
        return reply
          .header('content-type', XLSX_TYPE)
          .header('content-disposition', 'attachment; filename="course-template.xlsx"')
          .header('cache-control', 'no-store')
          .send(workbook);
      },
    );
  };
}
