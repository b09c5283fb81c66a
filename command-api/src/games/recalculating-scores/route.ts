import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GameIdParam, RecalculateScoresResponse } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { requireAdmin } from '../game-access.ts';
import { runGameCommand } from '../game-command-runner.ts';

/**
 * POST /api/games/{id}/recalculate-scores ('Recalculate All Scores'). Events record gross strokes
 * only; net scores and points are derived by the read side from the current course handicaps,
 * so nothing is rewritten. Hole scores arrive with scoring (issue 5), which counts them here;
 * until then a game has none and the answer is { updatedScores: 0 }.
 */
export function recalculatingScoresRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/games/:id/recalculate-scores',
      {
        preHandler: requireUser(deps),
        schema: {
          tags: ['games'],
          summary: 'Derive every hole score again from the current course handicaps (answers how many)',
          security: bearerAuth,
          params: GameIdParam,
          response: { 200: RecalculateScoresResponse, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const outcome = await runGameCommand(deps, request, request.params.id, (state, actorId) => {
          requireAdmin(state, actorId);
          return [];
        });
        const recordedHoleScores = 0;
        return { updatedScores: recordedHoleScores, position: outcome.position.toString() };
      },
    );
  };
}
