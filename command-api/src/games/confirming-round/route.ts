import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GameCommandResponse, GameRoundParams } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { runGameCommand } from '../game.ts';
import { gameCommandAnswer } from '../answers/game-answers.ts';
import { roundNumberParam } from '../lookups/route-params.ts';
import { decideConfirmRound } from './decide.ts';

/** POST /api/games/{id}/rounds/{n}/confirm: 'Confirm Round' (every player needs a tee). */
export function confirmingRoundRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/games/:id/rounds/:roundNumber/confirm',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['games'],
          summary: "Confirm a round's setup: its course and every player's tee ('Missing Tee Selections: …' otherwise)",
          security: bearerAuth,
          params: GameRoundParams,
          response: { 200: GameCommandResponse, ...errorResponses(401, 403, 404, 422) },
        },
      },
      async (request) => {
        const roundNumber = roundNumberParam(request.params.roundNumber);
        const outcome = await runGameCommand(deps, request, request.params.id, (state, actor) =>
          decideConfirmRound({ actor, roundNumber }, state),
        );
        return gameCommandAnswer(deps, request, outcome);
      },
    );
  };
}
