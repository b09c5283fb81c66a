import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DirectorySearchQuery, DirectorySearchResponse } from '@golf/contracts';
import type { AppDeps } from '../../../app-deps.ts';
import { requireUser } from '../../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../../http/error-responses.ts';
import type { CourseDirectoryClient } from '../../directory/course-directory-client.ts';
import { requireDirectory } from '../course-directory-of.ts';
import { directoryErrorResponses } from '../directory-responses.ts';
import { externalSearchResultOf } from '../external-search-result.ts';

/** GET /api/golf-courses/search?query=: courses of the external directory matching a name (3 to 100 characters). */
export function searchingDirectoryRoute(deps: AppDeps, directory: CourseDirectoryClient | null, rateLimit: object): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/search',
      {
        config: { rateLimit },
        onRequest: requireUser(deps),
        preHandler: requireDirectory(directory),
        schema: {
          tags: ['course directory'],
          summary: 'Search the external course directory by course name',
          security: bearerAuth,
          querystring: DirectorySearchQuery,
          response: { 200: DirectorySearchResponse, ...errorResponses(400, 401, 429), ...directoryErrorResponses },
        },
      },
      async (request) => {
        const courses = await (directory as CourseDirectoryClient).search(request.query.query);
        return { courses: courses.map(externalSearchResultOf) };
      },
    );
  };
}
