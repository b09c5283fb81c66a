import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GameDeletedResponse, ShareCommandResponse, ShareIdParam, sharingMessages, UpdateShareBody } from '@golf/contracts';
import { findGrantGameId } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { NotFoundError } from '../../commands/domain-error.ts';
import { lookUpWithCatchUp } from '../../commands/read-side-lookup.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { shareViewsOf } from '../access/share-views.ts';
import { runGameCommand } from '../game.ts';
import { gameAfter } from '../answers/game-answers.ts';
import { decideRevokeShare } from '../revoking-share/decide.ts';
import { decideChangeShare } from './decide.ts';

/** The game a share belongs to, found on the read side (waiting for a share made a moment ago); 404 'Share not found'. */
async function gameOfShare(deps: AppDeps, shareId: string): Promise<string> {
  const gameId = await lookUpWithCatchUp(deps, () => findGrantGameId(deps.pool, shareId));
  if (!gameId) throw new NotFoundError(sharingMessages.shareNotFound);
  return gameId;
}

/**
 * PATCH /api/game-shares/{shareId} (a new level; the players a player's access scores for) and
 * DELETE /api/game-shares/{shareId} (the access ends at once): an admin of the share's game.
 */
export function changingShareRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.patch(
      '/game-shares/:shareId',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['sharing'],
          summary: 'Change a share’s level and/or the players it enters scores for',
          security: bearerAuth,
          params: ShareIdParam,
          body: UpdateShareBody,
          response: { 200: ShareCommandResponse, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const gameId = await gameOfShare(deps, request.params.shareId);
        const { shareId } = request.params;
        const { accessLevel: level, playerIds } = request.body;
        const outcome = await runGameCommand(deps, request, gameId, (state, actor) =>
          decideChangeShare({ actor, grantId: shareId, level, playerIds }, state),
        );
        const game = gameAfter(outcome);
        const grant = game.access.find((candidate) => candidate.grantId === shareId);
        if (!grant) throw new NotFoundError(sharingMessages.shareNotFound);
        const [share] = await shareViewsOf(deps, game.id, [grant], game.players);
        return { share: share!, created: false, position: outcome.position.toString() };
      },
    );

    app.delete(
      '/game-shares/:shareId',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['sharing'],
          summary: 'End a share: the holder loses access to the game at once',
          security: bearerAuth,
          params: ShareIdParam,
          response: { 200: GameDeletedResponse, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => {
        const gameId = await gameOfShare(deps, request.params.shareId);
        const outcome = await runGameCommand(deps, request, gameId, (state, actor) =>
          decideRevokeShare({ actor, grantId: request.params.shareId }, state),
        );
        return { position: outcome.position.toString() };
      },
    );
  };
}
