import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GameIdParam, ShareListResponse } from '@golf/contracts';
import { getGameAccessFacts, listGameAccess } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { grantOfRow } from '../access/grant-rows.ts';
import { gameAccessOf, requireGameAccess } from '../access/read-access.ts';
import { shareViewsOf } from '../access/share-views.ts';

/** GET /api/games/{id}/shares: everyone who holds access besides the creator, and how (the share dialog's Manage tab); admins only. */
export function listingSharesRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/games/:id/shares',
      {
        onRequest: requireGameAccess(deps, 'admin'),
        schema: {
          tags: ['sharing'],
          summary: 'The game’s shares: e-mail shares, code joiners and player accounts, with their level and players',
          security: bearerAuth,
          params: GameIdParam,
          response: { 200: ShareListResponse, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const { gameId } = gameAccessOf(request);
        const [rows, facts] = await Promise.all([listGameAccess(deps.pool, gameId), getGameAccessFacts(deps.pool, gameId, null)]);
        return shareViewsOf(deps, gameId, rows.map(grantOfRow), facts?.players ?? []);
      },
    );
  };
}
