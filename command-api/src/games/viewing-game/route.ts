import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GameIdParam, GameView, PayoutListResponse, PlayerRoundListResponse, RoundListResponse, RoundNumber } from '@golf/contracts';
import { listPlayerRounds } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, signedInUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { gameViewOfRecord, payoutViewOf } from '../game-views.ts';
import { readableGame } from '../readable-game.ts';

const PlayerRoundsQuery = z.object({ roundNumber: RoundNumber.optional() });

/** GET /api/games/{id} with players, rounds and payouts; and its rounds, player rounds and payouts alone. */
export function viewingGameRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const common = { preHandler: requireUser(deps) };
    const schema = (summary: string) => ({ tags: ['games'], summary, security: bearerAuth, params: GameIdParam });

    app.get(
      '/games/:id',
      { ...common, schema: { ...schema('A game with its players, rounds and payouts'), response: { 200: GameView, ...errorResponses(401, 404) } } },
      async (request) => {
        const { record, level } = await readableGame(deps, request.params.id, signedInUser(request).id);
        return gameViewOfRecord(record, level);
      },
    );

    app.get(
      '/games/:id/rounds',
      { ...common, schema: { ...schema('The rounds that have a course, with it'), response: { 200: RoundListResponse, ...errorResponses(401, 404) } } },
      async (request) => (await readableGame(deps, request.params.id, signedInUser(request).id)).record.rounds,
    );

    app.get(
      '/games/:id/player-rounds',
      {
        ...common,
        schema: {
          ...schema('Each player’s tee and course handicap per round (?roundNumber= for one round)'),
          querystring: PlayerRoundsQuery,
          response: { 200: PlayerRoundListResponse, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) => {
        const { record } = await readableGame(deps, request.params.id, signedInUser(request).id);
        return listPlayerRounds(deps.pool, record.id, request.query.roundNumber);
      },
    );

    app.get(
      '/games/:id/payouts',
      { ...common, schema: { ...schema('The game’s payouts (amounts in dollars and cents)'), response: { 200: PayoutListResponse, ...errorResponses(401, 404) } } },
      async (request) => (await readableGame(deps, request.params.id, signedInUser(request).id)).record.payouts.map(payoutViewOf),
    );
  };
}
