import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GameDeletedResponse, GameIdParam } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { runGameCommand } from '../game.ts';
import { decideDeleteGame } from './decide.ts';

/** DELETE /api/games/{id}: the admin deletes the game. */
export function deletingGameRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.delete(
      '/games/:id',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['games'],
          summary: 'Delete a game (its admin only)',
          security: bearerAuth,
          params: GameIdParam,
          response: { 200: GameDeletedResponse, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const outcome = await runGameCommand(deps, request, request.params.id, (state, actor) => decideDeleteGame({ actor }, state));
        return { position: outcome.position.toString() };
      },
    );
  };
}
