import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DirectoryCourseDetailView, DirectoryCourseId } from '@golf/contracts';
import type { AppDeps } from '../../../app-deps.ts';
import { RuleViolationError } from '../../../commands/domain-error.ts';
import { requireUser } from '../../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../../http/error-responses.ts';
import type { CourseDirectoryClient } from '../../directory/course-directory-client.ts';
import { UnusableDirectoryCourseError } from '../../directory/map-directory-course.ts';
import { requireDirectory } from '../course-directory-of.ts';
import { directoryCourseDetail } from '../directory-course-detail.ts';
import { directoryErrorResponses } from '../directory-responses.ts';

/**
 * GET /api/golf-courses/{id}: one directory course with its tee sets (rating, slope, yardage,
 * par total, holes) as an import would create it; 422 when it cannot be imported.
 */
export function viewingDirectoryCourseRoute(
  deps: AppDeps,
  directory: CourseDirectoryClient | null,
  rateLimit: object,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/:id',
      {
        config: { rateLimit },
        onRequest: requireUser(deps),
        preHandler: requireDirectory(directory),
        schema: {
          tags: ['course directory'],
          summary: 'A course of the external directory with its tee sets, as it would be imported',
          security: bearerAuth,
          params: DirectoryCourseId,
          response: { 200: DirectoryCourseDetailView, ...errorResponses(400, 401, 404, 422, 429), ...directoryErrorResponses },
        },
      },
      async (request) => {
        const course = await (directory as CourseDirectoryClient).getCourse(request.params.id);
        try {
          return directoryCourseDetail(course);
        } catch (error) {
          if (error instanceof UnusableDirectoryCourseError) throw new RuleViolationError(error.message);
          throw error;
        }
      },
    );
  };
}
