import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GameIdParam, PayoutBody, PayoutCommandResponse } from '@golf/contracts';
import { dollarsToCents } from '@golf/golf';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { runGameCommand } from '../game.ts';
import { gameAfter } from '../answers/game-answers.ts';
import { payoutViewsOf } from '../answers/game-views.ts';
import { decideSetPayout } from './decide.ts';

/** POST /api/games/{id}/payouts: the prize of one position of one bet (sending it again replaces it; 0 removes it). */
export function settingPayoutRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/games/:id/payouts',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['games'],
          summary: 'Set the payout of a position (and Nassau bet); amount 0 removes it',
          security: bearerAuth,
          params: GameIdParam,
          body: PayoutBody,
          response: { 200: PayoutCommandResponse, ...errorResponses(400, 401, 403, 404, 422) },
        },
      },
      async (request) => {
        const { position, betType, amount, description } = request.body;
        const outcome = await runGameCommand(deps, request, request.params.id, (state, actor) =>
          decideSetPayout({ actor, position, betType, amountCents: dollarsToCents(amount), description }, state),
        );
        return { payouts: payoutViewsOf(gameAfter(outcome).payouts), position: outcome.position.toString() };
      },
    );
  };
}
