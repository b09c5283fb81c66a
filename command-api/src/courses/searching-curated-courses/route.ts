import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CuratedSearchQuery, CuratedSearchResponse } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { curatedSearchResultOf, searchCuratedCourses } from '../curated-catalog.ts';

/** GET /api/curated-courses/search?query=: real public courses shipped with the app, by name or location. */
export function searchingCuratedCoursesRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/curated-courses/search',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['courses'],
          summary: 'Search the curated directory of real courses (at least 3 characters)',
          security: bearerAuth,
          querystring: CuratedSearchQuery,
          response: { 200: CuratedSearchResponse, ...errorResponses(400, 401) },
        },
      },
      async (request) => ({ courses: searchCuratedCourses(request.query.query).map(curatedSearchResultOf) }),
    );
  };
}
