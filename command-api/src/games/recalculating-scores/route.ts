import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GameIdParam, RecalculateScoresResponse } from '@golf/contracts';
import { getScoreRecalculation, waitForPosition } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { MIN_POSITION_WAIT_MS } from '../../http/min-position.ts';
import { runGameCommand } from '../game-command-runner.ts';
import { decideRecalculateScores } from './decide.ts';

/**
 * POST /api/games/{id}/recalculate-scores ('Recalculate All Scores'). Events record gross strokes
 * only; net scores and points are derived by the read side from the current course handicaps
 * and tees. The answer is how many hole scores' net or points changed since they were entered
 * or last recalculated, counted by the scoring projection for this command's event (0 when the
 * game has no score yet, or the read side did not get there within the usual wait).
 */
export function recalculatingScoresRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/games/:id/recalculate-scores',
      {
        preHandler: requireUser(deps),
        schema: {
          tags: ['games'],
          summary: 'Derive every hole score again from the current course handicaps (answers how many changed)',
          security: bearerAuth,
          params: GameIdParam,
          response: { 200: RecalculateScoresResponse, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const outcome = await runGameCommand(deps, request, request.params.id, (state, actor) => decideRecalculateScores({ actor }, state));
        const recalculated = outcome.appended.length > 0 || outcome.replayed;
        const reached = recalculated && (await waitForPosition(deps.pool, outcome.position, MIN_POSITION_WAIT_MS));
        const updatedScores = reached ? ((await getScoreRecalculation(deps.pool, request.params.id, outcome.position)) ?? 0) : 0;
        return { updatedScores, position: outcome.position.toString() };
      },
    );
  };
}
