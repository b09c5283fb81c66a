import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import { creatingUserRoute } from './creating-user/route.ts';
import { editingUserRoute } from './editing-user/route.ts';
import { listingCoursesRoute } from './listing-courses/route.ts';
import { listingUsersRoute } from './listing-users/route.ts';
import { promotingUserRoute } from './promoting-user/route.ts';
import { readingStatsRoute } from './reading-stats/route.ts';
import { retryingStreamRoute } from './retrying-stream/route.ts';

/**
 * The admin dashboard's routes under /api/admin, for super admins only (http/require-super-admin.ts).
 * Global course creation, the template and the bulk upload live with the courses; the streams
 * the projector set aside are listed with the statistics and retried here.
 */
export function adminRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(readingStatsRoute(deps));
    await app.register(listingUsersRoute(deps));
    await app.register(creatingUserRoute(deps));
    await app.register(editingUserRoute(deps));
    await app.register(promotingUserRoute(deps));
    await app.register(listingCoursesRoute(deps));
    await app.register(retryingStreamRoute(deps));
  };
}
