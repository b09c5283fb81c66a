import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import { viewingJobRoute } from './viewing-job/route.ts';

/** The /api/jobs routes: how the screens follow a job they started. */
export function jobRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(viewingJobRoute(deps));
  };
}
