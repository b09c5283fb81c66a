import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GameIdParam,
  gameMessages,
  GameView,
  PayoutListResponse,
  PlayerRoundListResponse,
  RoundListResponse,
  RoundNumber,
} from '@golf/contracts';
import { getGameById, listGameAccess, listPlayerRounds } from '@golf/read-db';
import type { FastifyRequest } from 'fastify';
import type { GameRecord } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { NotFoundError } from '../../commands/domain-error.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { otherPhonesOfScorer } from '../access/other-phones.ts';
import { grantOfRow } from '../access/grant-rows.ts';
import { gameAccessOf, requireGameAccess, type GameReadAccess } from '../access/read-access.ts';
import { gameViewOfRecord, payoutViewOf } from '../answers/game-views.ts';

/** The game the gate let the caller see, from the read tables. */
async function gameRecordOf(deps: AppDeps, request: FastifyRequest) {
  const record = await getGameById(deps.pool, gameAccessOf(request).gameId);
  if (!record) throw new NotFoundError(gameMessages.gameNotFound);
  return record;
}

/** The players the caller scores whom another phone scores (decision 0700): every grant of the game is needed to tell. */
async function otherPhonesOf(deps: AppDeps, { gameId, caller, access }: GameReadAccess, players: GameRecord['players']) {
  if (caller.kind !== 'user' || access.playerIds.length === 0) return [];
  const grants = (await listGameAccess(deps.pool, gameId)).map(grantOfRow);
  return otherPhonesOfScorer({ grants, players }, caller.actor, access.playerIds);
}

const PlayerRoundsQuery = z.object({ roundNumber: z.optional(RoundNumber) });

/**
 * GET /api/games/{id} with players, rounds and payouts; and its rounds, player rounds and payouts
 * alone. Anyone with access to the game, spectators included.
 */
export function viewingGameRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const common = { onRequest: requireGameAccess(deps) };
    const schema = (summary: string) => ({ tags: ['games'], summary, security: bearerAuth, params: GameIdParam });

    app.get(
      '/games/:id',
      {
        ...common,
        schema: { ...schema('A game with its players, rounds and payouts'), response: { 200: GameView, ...errorResponses(401, 404) } },
      },
      async (request) => {
        const record = await gameRecordOf(deps, request);
        const access = gameAccessOf(request);
        return gameViewOfRecord(record, { ...access.access, onOtherPhones: await otherPhonesOf(deps, access, record.players) });
      },
    );

    app.get(
      '/games/:id/rounds',
      {
        ...common,
        schema: { ...schema('The rounds that have a course, with it'), response: { 200: RoundListResponse, ...errorResponses(401, 404) } },
      },
      async (request) => (await gameRecordOf(deps, request)).rounds,
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
        return listPlayerRounds(deps.pool, gameAccessOf(request).gameId, request.query.roundNumber);
      },
    );

    app.get(
      '/games/:id/payouts',
      {
        ...common,
        schema: {
          ...schema('The game’s payouts (amounts in dollars and cents)'),
          response: { 200: PayoutListResponse, ...errorResponses(401, 404) },
        },
      },
      async (request) => (await gameRecordOf(deps, request)).payouts.map(payoutViewOf),
    );
  };
}
