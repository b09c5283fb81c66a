import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TripGamesResponse, TripParams, type TripGameView } from '@golf/contracts';
import { listTripGames } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { requireTripViewer, tripReadOf } from '../trip-read-gate.ts';

/** GET /api/trips/{id}/games: the games created in the trip, in the order they were created. */
export function listingGamesRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/trips/:id/games',
      {
        onRequest: requireUser(deps),
        preHandler: requireTripViewer(deps),
        schema: {
          tags: ['trips'],
          summary: 'The trip’s games (members and organizers may look, and open each game as viewers)',
          security: bearerAuth,
          params: TripParams,
          response: { 200: TripGamesResponse, ...errorResponses(401, 404) },
        },
      },
      async (request) => (await listTripGames(deps.pool, tripReadOf(request).id)) as TripGameView[],
    );
  };
}
