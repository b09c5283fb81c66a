import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GameCommandResponse, GameRoundParams } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { runGameCommand } from '../game.ts';
import { gameCommandAnswer } from '../answers/game-answers.ts';
import { roundNumberParam } from '../lookups/route-params.ts';
import { decideRemoveRound } from './decide.ts';

/** DELETE /api/games/{id}/rounds/{n}: remove a round; later rounds move up one number. */
export function removingRoundRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.delete(
      '/games/:id/rounds/:roundNumber',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['games'],
          summary: 'Remove a round with its tees and handicaps (a game keeps at least one round)',
          security: bearerAuth,
          params: GameRoundParams,
          response: { 200: GameCommandResponse, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => {
        const roundNumber = roundNumberParam(request.params.roundNumber);
        const outcome = await runGameCommand(deps, request, request.params.id, (state, actor) =>
          decideRemoveRound({ actor, roundNumber }, state),
        );
        return gameCommandAnswer(deps, request, outcome);
      },
    );
  };
}
