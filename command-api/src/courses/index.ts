import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import { addingCuratedCourseRoute } from './adding-curated-course/route.ts';
import { addingTeeSetRoute } from './adding-tee-set/route.ts';
import { creatingCourseRoute } from './creating-course/route.ts';
import { creatingGlobalCourseRoute } from './creating-global-course/route.ts';
import { deletingCourseRoute } from './deleting-course/route.ts';
import { readingCoursesRoute } from './reading-courses/route.ts';
import { removingTeeSetRoute } from './removing-tee-set/route.ts';
import { searchingCuratedCoursesRoute } from './searching-curated-courses/route.ts';
import { updatingCourseRoute } from './updating-course/route.ts';
import { updatingTeeSetRoute } from './updating-tee-set/route.ts';

/**
 * The course library under /api: /courses, /tees/{id}, /admin/courses (global courses) and
 * /curated-courses. Everything needs a signed-in user.
 */
export function courseRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(readingCoursesRoute(deps));
    await app.register(creatingCourseRoute(deps));
    await app.register(creatingGlobalCourseRoute(deps));
    await app.register(updatingCourseRoute(deps));
    await app.register(deletingCourseRoute(deps));
    await app.register(addingTeeSetRoute(deps));
    await app.register(updatingTeeSetRoute(deps));
    await app.register(removingTeeSetRoute(deps));
    await app.register(searchingCuratedCoursesRoute(deps));
    await app.register(addingCuratedCourseRoute(deps));
  };
}
