import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CorrectScoreBody, ScoreCommandResponse, ScoreIdParam, scoreMessages } from '@golf/contracts';
import { getHoleScore, getProjectorCheckpoint, waitForPosition } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { NotFoundError } from '../../commands/domain-error.ts';
import { logHeadAfter } from '../../commands/log-head.ts';
import { MIN_POSITION_WAIT_MS } from '../../http/min-position.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { runGameCommand } from '../game-command-runner.ts';
import { scoreAnswer, withRoundTees } from '../score-answer.ts';
import { decideCorrectScore } from './decide.ts';

/**
 * The hole score with this id on the read side. A score the read side does not know yet may have
 * just been entered (score answers do not wait for the projector): then wait, as X-Min-Position
 * would, until the read side holds everything the log holds now, and look once more.
 */
async function findScore(deps: AppDeps, scoreId: string) {
  const found = await getHoleScore(deps.pool, scoreId);
  if (found) return found;
  const checkpoint = (await getProjectorCheckpoint(deps.pool)) ?? 0n;
  const { head } = await logHeadAfter(deps.store, checkpoint);
  if (head === checkpoint) return null;
  return (await waitForPosition(deps.pool, head, MIN_POSITION_WAIT_MS)) ? getHoleScore(deps.pool, scoreId) : null;
}

/**
 * PATCH /api/scores/{id}: new gross strokes for a hole score. The score's game is found on the
 * read side (waiting for the projector when the score is that new); the decider then checks the
 * score against the game's own stream.
 */
export function correctingScoreRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.patch(
      '/scores/:id',
      {
        preHandler: requireUser(deps),
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
        const found = await findScore(deps, scoreId);
        if (!found) throw new NotFoundError(scoreMessages.scoreNotFound);
        const { strokes } = request.body;
        const command = runGameCommand(deps, request, found.gameId, (state, actorId) => decideCorrectScore({ actorId, scoreId, strokes }, state));
        const done = await withRoundTees(deps, found.gameId, found.roundNumber, command);
        return scoreAnswer(deps, done, (game) => game.scores.find((s) => s.scoreId === scoreId));
      },
    );
  };
}
