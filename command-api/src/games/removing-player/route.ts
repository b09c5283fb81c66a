import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GameDeletedResponse, PlayerIdParam } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { runGameCommand } from '../game.ts';
import { gameOfPlayer } from '../lookups/player-game.ts';
import { decideRemovePlayer } from './decide.ts';

/** DELETE /api/players/{id}: take a player out of a game in setup. */
export function removingPlayerRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.delete(
      '/players/:id',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['games'],
          summary: 'Remove a player (while the game is in setup)',
          security: bearerAuth,
          params: PlayerIdParam,
          response: { 200: GameDeletedResponse, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => {
        const playerId = request.params.id;
        const gameId = await gameOfPlayer(deps, playerId);
        const outcome = await runGameCommand(deps, request, gameId, (state, actor) => decideRemovePlayer({ actor, playerId }, state));
        return { position: outcome.position.toString() };
      },
    );
  };
}
