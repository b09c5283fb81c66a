import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GameCommandResponse, GameIdParam, RegenerateCodesBody } from '@golf/contracts';
import { takenGameCodes } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { newGameCodes } from '../creating-game/game-codes.ts';
import { runGameCommand } from '../game.ts';
import { gameCommandAnswer } from '../answers/game-answers.ts';
import { decideRegenerateCodes } from './decide.ts';

/**
 * POST /api/games/{id}/regenerate-codes: new admin, player and view codes, or (`level`) one
 * level's alone. The replaced code's old links stop letting new people in; everyone who already
 * joined keeps their access (a spectator without an account holds no grant: their pass ends with
 * the view code it was given for).
 */
export function regeneratingCodesRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/games/:id/regenerate-codes',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['sharing'],
          summary: 'Replace the game’s codes, or one level’s: old links stop letting new people in; nobody who joined loses access',
          security: bearerAuth,
          params: GameIdParam,
          body: RegenerateCodesBody,
          response: { 200: GameCommandResponse, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const codes = await newGameCodes((candidates) => takenGameCodes(deps.pool, candidates));
        const outcome = await runGameCommand(deps, request, request.params.id, (state, actor) =>
          decideRegenerateCodes({ actor, codes, level: request.body?.level ?? null }, state),
        );
        return gameCommandAnswer(deps, request, outcome);
      },
    );
  };
}
