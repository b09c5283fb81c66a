import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GameIdParam, ShareLinksBody, ShareLinksResponse, gameMessages, sharingMessages } from '@golf/contracts';
import { getGameById } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { BadRequestError, NotFoundError } from '../../commands/domain-error.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { gameAccessOf, requireGameAccess } from '../access/read-access.ts';
import { linkBaseFor } from '../../http/link-base.ts';

/** A game's join link for a code, optionally picking the player the joiner scores for. */
export function joinLink(publicUrl: string, gameId: string, code: string, playerId?: string | null): string {
  const query = new URLSearchParams({ code });
  if (playerId) query.set('player', playerId);
  return `${publicUrl}/game/${gameId}/join?${query.toString()}`;
}

/**
 * POST /api/games/{id}/share-links: the admin, player and viewer links of the game's codes;
 * with `playerId`, the player link picks that player. Admins only; nothing is recorded (the
 * codes exist from the start, and regenerate-codes replaces them).
 */
export function creatingShareLinksRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/games/:id/share-links',
      {
        onRequest: requireGameAccess(deps, 'admin'),
        schema: {
          tags: ['sharing'],
          summary: 'The join links of the game’s admin, player and viewer codes (the player link may pick a player)',
          security: bearerAuth,
          params: GameIdParam,
          body: ShareLinksBody,
          response: { 200: ShareLinksResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const game = await getGameById(deps.pool, gameAccessOf(request).gameId);
        if (!game) throw new NotFoundError(gameMessages.gameNotFound);
        const playerId = request.body?.playerId ?? null;
        if (playerId && !game.players.some((player) => player.id === playerId.toLowerCase()))
          throw new BadRequestError(sharingMessages.playerNotInGame);
        const link = (code: string, player?: string | null) => joinLink(linkBaseFor(deps.config, request), game.id, code, player);
        return { admin: link(game.adminCode), player: link(game.playerCode, playerId?.toLowerCase()), viewer: link(game.viewCode) };
      },
    );
  };
}
