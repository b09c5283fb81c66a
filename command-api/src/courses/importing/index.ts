import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { courseDirectoryOf } from './course-directory-of.ts';
import { directoryStatusRoute } from './directory-status/route.ts';
import { importingCourseRoute } from './importing-course/route.ts';
import { searchingDirectoryRoute } from './searching-directory/route.ts';
import { viewingDirectoryCourseRoute } from './viewing-directory-course/route.ts';

/**
 * The /api/golf-courses routes: the external course directory (status, search, a course's
 * detail) and importing from it. Without COURSE_DIRECTORY_URL and _KEY all but the status
 * answer 503. Directory calls are rate limited per client IP like the other searches.
 */
export function golfCourseRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const directory = courseDirectoryOf(deps.config);
  const rateLimit = { max: deps.config.AUTH_RATE_LIMIT_PER_MINUTE * 10, timeWindow: 60_000 };
  return async (app) => {
    await app.register(directoryStatusRoute(deps));
    await app.register(searchingDirectoryRoute(deps, directory, rateLimit));
    await app.register(viewingDirectoryCourseRoute(deps, directory, rateLimit));
    await app.register(importingCourseRoute(deps, directory, rateLimit));
  };
}
