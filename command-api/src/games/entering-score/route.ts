import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EnterScoreBody, GameIdParam, ScoreCommandResponse } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import type { Game } from '@golf/events';
import { runGameCommand } from '../game-command-runner.ts';
import { scoreAnswer, scoreTees } from '../score-answer.ts';
import { recordedScoreOf } from '../score-rules.ts';
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
        preHandler: requireUser(deps),
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
        const tees = scoreTees(deps, () => body.roundNumber);
        const outcome = await runGameCommand(deps, request, request.params.id, async (state, actor) =>
          decideEnterScore({ actor, ...body, tees: await tees.forDecision(state) }, state),
        );
        const scoreOf = (game: Game) => recordedScoreOf(game, body.playerId, body.roundNumber, body.holeNumber);
        return scoreAnswer(outcome, await tees.forAnswer(outcome.state), scoreOf);
      },
    );
  };
}
