import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdjustQuotasBody, AdjustQuotasResponse, GameIdParam, gameMessages } from '@golf/contracts';
import { isGame } from '@golf/events';
import { quotaRoundResults } from '@golf/golf';
import type { AppDeps } from '../../app-deps.ts';
import { NotFoundError } from '../../commands/domain-error.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { teeHolesOfRounds } from '../../courses/course.ts';
import { runGameCommand, isGameId } from '../game.ts';
import { gameAfter } from '../answers/game-answers.ts';
import { decideAdjustQuotas } from './decide.ts';

/**
 * POST /api/games/{id}/adjust-quotas { completedRound }: after a round of quota scoring, each
 * player's quota for the next round moves by half the points over or under (docs/golf-rules.md
 * section 6). The round's results are worked out from the game's stream and its round's tees.
 */
export function adjustingQuotasRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/games/:id/adjust-quotas',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['scores'],
          summary: 'Set the next round’s quotas from a completed round of quota scoring',
          security: bearerAuth,
          params: GameIdParam,
          body: AdjustQuotasBody,
          response: { 200: AdjustQuotasResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
        },
      },
      async (request) => {
        const gameId = request.params.id;
        if (!isGameId(gameId)) throw new NotFoundError(gameMessages.gameNotFound);
        const { completedRound } = request.body;
        const outcome = await runGameCommand(deps, request, gameId, async (state, actor) => {
          const results = isGame(state)
            ? quotaRoundResults(state, await teeHolesOfRounds(deps, state, [completedRound]), completedRound)
            : [];
          return decideAdjustQuotas({ actor, completedRound, results }, state);
        });
        const adjustments = gameAfter(outcome)
          .quotaAdjustments.filter((a) => a.completedRound === completedRound)
          .map(({ playerId, previousQuota, quotaDelta, nextQuota }) => ({ playerId, previousQuota, quotaDelta, nextQuota }));
        return { completedRound, nextRound: completedRound + 1, adjustments, position: outcome.position.toString() };
      },
    );
  };
}
