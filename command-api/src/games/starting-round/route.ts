import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GameCommandResponse, GameRoundParams } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { runGameCommand } from '../game.ts';
import { gameCommandAnswer } from '../answers/game-answers.ts';
import { roundNumberParam } from '../lookups/route-params.ts';
import { decideStartRound } from './decide.ts';

/** POST /api/games/{id}/rounds/{n}/start: 'Start Round {n}'; round 1 puts the game in progress. */
export function startingRoundRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/games/:id/rounds/:roundNumber/start',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['games'],
          summary: 'Start a round: play moves to it; the first round sets the game in progress',
          security: bearerAuth,
          params: GameRoundParams,
          response: { 200: GameCommandResponse, ...errorResponses(401, 403, 404, 409, 422) },
        },
      },
      async (request) => {
        const roundNumber = roundNumberParam(request.params.roundNumber);
        const outcome = await runGameCommand(deps, request, request.params.id, (state, actor) =>
          decideStartRound({ actor, roundNumber }, state),
        );
        return gameCommandAnswer(deps, request, outcome);
      },
    );
  };
}
