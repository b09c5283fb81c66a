import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GameIdParam, LeaderboardRoundParams, LeaderboardView } from '@golf/contracts';
import { getLeaderboard, OVERALL_LEADERBOARD } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { NotFoundError } from '../../commands/domain-error.ts';
import { requireUser, signedInUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { readableGame } from '../readable-game.ts';
import { roundNumberParam } from '../route-params.ts';
import { leaderboardViewOf } from './leaderboard-view.ts';

/**
 * GET /api/games/{id}/leaderboard (every round played together) and /leaderboard/round/{n},
 * as the projector built them from the recorded strokes. Send X-Min-Position to include your
 * own score command.
 */
export function readingLeaderboardRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const common = { preHandler: requireUser(deps) };
    const response = { 200: LeaderboardView, ...errorResponses(401, 404) };
    app.get(
      '/games/:id/leaderboard',
      { ...common, schema: { tags: ['leaderboards'], summary: 'The overall leaderboard', security: bearerAuth, params: GameIdParam, response } },
      async (request) => {
        const { record } = await readableGame(deps, request.params.id, signedInUser(request).id);
        const overall = await getLeaderboard(deps.pool, record.id, OVERALL_LEADERBOARD);
        return leaderboardViewOf(record, null, overall, overall);
      },
    );
    app.get(
      '/games/:id/leaderboard/round/:n',
      { ...common, schema: { tags: ['leaderboards'], summary: 'The leaderboard of one round', security: bearerAuth, params: LeaderboardRoundParams, response } },
      async (request) => {
        const { record } = await readableGame(deps, request.params.id, signedInUser(request).id);
        const round = roundNumberParam(request.params.n);
        if (round > record.numberOfRounds) throw new NotFoundError(`Round ${round} not found: the game has ${record.numberOfRounds} round${record.numberOfRounds === 1 ? '' : 's'}`);
        const [board, overall] = [await getLeaderboard(deps.pool, record.id, round), await getLeaderboard(deps.pool, record.id, OVERALL_LEADERBOARD)];
        return leaderboardViewOf(record, round, board, overall);
      },
    );
  };
}
