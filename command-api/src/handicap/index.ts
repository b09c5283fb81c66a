import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import { choosingSourceRoute } from './choosing-source/route.ts';
import { readingRecordRoute } from './reading-record/route.ts';

/** The handicap record's routes under /api/users: reading one's own (or, for super admins, anyone's) and the choice of index. */
export function handicapRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(readingRecordRoute(deps));
    await app.register(choosingSourceRoute(deps));
  };
}
