import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GameCommandResponse, GameIdParam } from '@golf/contracts';
import { takenGameCodes } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { newGameCodes } from '../creating-game/game-codes.ts';
import { gameCommandAnswer, runGameCommand } from '../game-command-runner.ts';
import { decideRegenerateCodes } from './decide.ts';

/**
 * POST /api/games/{id}/regenerate-codes: new admin, player and view codes. Every old link and
 * code stops working, and whoever joined with one loses that access; e-mail shares stay.
 */
export function regeneratingCodesRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/games/:id/regenerate-codes',
      {
        preHandler: requireUser(deps),
        schema: {
          tags: ['sharing'],
          summary: 'Replace the game’s three codes: old links stop working and code joiners lose access',
          security: bearerAuth,
          params: GameIdParam,
          response: { 200: GameCommandResponse, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const codes = await newGameCodes((candidates) => takenGameCodes(deps.pool, candidates));
        const outcome = await runGameCommand(deps, request, request.params.id, (state, actor) =>
          decideRegenerateCodes({ actor, codes }, state),
        );
        return gameCommandAnswer(deps, request, outcome);
      },
    );
  };
}
