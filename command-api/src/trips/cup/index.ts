import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { makingMatchRoute } from './making-match/route.ts';
import { myCupMatchesRoute } from './my-matches/route.ts';
import { proposingPairingsRoute } from './proposing-pairings/route.ts';
import { readingCupRoute } from './reading-cup/route.ts';
import { settingCupRoute } from './setting-cup/route.ts';

/** The trip's cup under /api/trips/{id}/cup, and a player's matches at /api/users/me/cup-matches (docs/access.md, "A trip's cup"). */
export function cupRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(readingCupRoute(deps));
    await app.register(settingCupRoute(deps));
    await app.register(proposingPairingsRoute(deps));
    await app.register(makingMatchRoute(deps));
    await app.register(myCupMatchesRoute(deps));
  };
}
