import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CorrectScoreBody, ScoreCommandResponse, ScoreIdParam, scoreMessages } from '@golf/contracts';
import { getHoleScore } from '@golf/read-db';
import { isGame, type Game, type GameState } from '@golf/events';
import type { AppDeps } from '../../app-deps.ts';
import { NotFoundError } from '../../commands/domain-error.ts';
import { lookUpWithCatchUp } from '../../commands/read-side-lookup.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { runGameCommand } from '../game.ts';
import { roundTees, scoreAnswer } from '../rules/score-rules.ts';
import { decideCorrectScore } from './decide.ts';

/**
 * PATCH /api/scores/{id}: new gross strokes for a hole score. Which game's stream holds the
 * score is looked up on the read side (waiting for the projector when the score is that new):
 * the route's only use of it; the decider checks the score against the game's own stream and
 * the answer comes from that stream and the round's course.
 */
export function correctingScoreRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.patch(
      '/scores/:id',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['scores'],
          summary: 'Change the gross strokes of a hole score (corrected or unchanged)',
          security: bearerAuth,
          params: ScoreIdParam,
          body: CorrectScoreBody,
          response: { 200: ScoreCommandResponse, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const scoreId = request.params.id;
        const found = await lookUpWithCatchUp(deps, () => getHoleScore(deps.pool, scoreId));
        if (!found) throw new NotFoundError(scoreMessages.scoreNotFound);
        const { strokes, facts } = request.body;
        const scoreOf = (game: Game) => game.scores.find((s) => s.scoreId === scoreId);
        const roundOf = (state: GameState) => (isGame(state) ? scoreOf(state)?.roundNumber : undefined);
        const outcome = await runGameCommand(deps, request, found.gameId, async (state, actor) => {
          const tees = await roundTees(deps, state, roundOf(state));
          return decideCorrectScore({ actor, scoreId, strokes, facts, tees }, state);
        });
        return scoreAnswer(deps, outcome, scoreOf);
      },
    );
  };
}
