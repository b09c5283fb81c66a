import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EnterScoreBody, GameIdParam, ScoreCommandResponse } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { runGameCommand } from '../game.ts';
import { recordedScoreOf, roundTees, scoreAnswer } from '../rules/score-rules.ts';
import { decideEnterScore } from './decide.ts';

/**
 * POST /api/games/{id}/scores: record a player's gross strokes on a hole (1 … 15). The server
 * derives net and points; values a client sends for them are ignored. Answers 200 with the
 * score and whether it was entered, corrected or unchanged.
 */
export function enteringScoreRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/games/:id/scores',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['scores'],
          summary: 'Record gross strokes for a player on a hole (entered, corrected or unchanged)',
          security: bearerAuth,
          params: GameIdParam,
          body: EnterScoreBody,
          response: { 200: ScoreCommandResponse, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const { body } = request;
        // The game's stream is read once: the round's tees are looked up on the state the decision sees.
        const outcome = await runGameCommand(deps, request, request.params.id, async (state, actor) => {
          const tees = await roundTees(deps, state, body.roundNumber);
          return decideEnterScore({ actor, ...body, tees }, state);
        });
        return scoreAnswer(deps, outcome, (game) => recordedScoreOf(game, body.playerId, body.roundNumber, body.holeNumber));
      },
    );
  };
}
