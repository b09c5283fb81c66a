import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EnterScoreBody, GameIdParam, ScoreCommandResponse } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import type { TeeHoles } from '@golf/golf';
import { teeHolesOfRounds } from '../../courses/course.ts';
import { runGameCommand } from '../game-command-runner.ts';
import { recordedScoreOf, scoreAnswer, type KeptDerivation } from '../score-rules.ts';
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
        let tees: TeeHoles | undefined; // the round's tees, read with the game's state the decision sees; kept for the answer
        const kept: KeptDerivation = { value: null }; // the score's net, points and strokes received as decided, for the answer
        const outcome = await runGameCommand(deps, request, request.params.id, async (state, actor) => {
          tees = await teeHolesOfRounds(deps, state, [body.roundNumber]);
          return decideEnterScore({ actor, ...body, tees, kept }, state);
        });
        // A retry is answered from its first run without deciding: its tees are read now.
        tees ??= await teeHolesOfRounds(deps, outcome.state, [body.roundNumber]);
        return scoreAnswer(outcome, tees, (game) => recordedScoreOf(game, body.playerId, body.roundNumber, body.holeNumber), kept);
      },
    );
  };
}
