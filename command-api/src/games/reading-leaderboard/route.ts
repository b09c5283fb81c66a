import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GameIdParam, GameMoneyView, LeaderboardRoundParams, LeaderboardView, gameMessages } from '@golf/contracts';
import { getLeaderboardRoundCount, OVERALL_LEADERBOARD } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { NotFoundError } from '../../commands/domain-error.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { gameAccessOf, requireGameAccess } from '../access/read-access.ts';
import { roundNumberParam } from '../lookups/route-params.ts';
import { BoardCache } from './board-cache.ts';

/**
 * Sends a view already serialized. The response schema stays for the API docs, but the view is
 * not parsed again on every read: a 16-player, 4-round board holds over a thousand holes. It is
 * @golf/golf's LeaderboardBoardView as the games projection stored it (a type test keeps it
 * equal to the contract's LeaderboardView), and the route's tests check answers against the contract.
 */
function sendJson(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.header('content-type', 'application/json; charset=utf-8').send(json);
}

/**
 * GET /api/games/{id}/leaderboard (every round played together) and /leaderboard/round/{n},
 * as the projector built them from the recorded strokes. Send X-Min-Position to include your
 * own score command.
 */
export function readingLeaderboardRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const boards = new BoardCache();
    const common = { onRequest: requireGameAccess(deps) };
    const response = { 200: LeaderboardView, ...errorResponses(401, 404) };
    app.get(
      '/games/:id/leaderboard',
      {
        ...common,
        schema: { tags: ['leaderboards'], summary: 'The overall leaderboard', security: bearerAuth, params: GameIdParam, response },
      },
      async (request, reply) => {
        const json = await boards.json(deps.pool, gameAccessOf(request).gameId, OVERALL_LEADERBOARD);
        if (!json) throw new NotFoundError(gameMessages.gameNotFound);
        return sendJson(reply, json);
      },
    );
    app.get(
      '/games/:id/money',
      {
        ...common,
        schema: {
          tags: ['side games'],
          summary: "The game's money: each player's lines and total, and who pays whom (the board's access)",
          security: bearerAuth,
          params: GameIdParam,
          response: { 200: GameMoneyView, ...errorResponses(401, 404) },
        },
      },
      async (request) => {
        const json = await boards.json(deps.pool, gameAccessOf(request).gameId, OVERALL_LEADERBOARD);
        if (!json) throw new NotFoundError(gameMessages.gameNotFound);
        // The overall board carries the money the projector worked out with it (decision 0792).
        const { money } = JSON.parse(json.toString('utf8')) as { money?: GameMoneyView };
        if (!money) throw new NotFoundError('The game’s money is not worked out yet: try again once its board is rebuilt');
        return money;
      },
    );
    app.get(
      '/games/:id/leaderboard/round/:n',
      {
        ...common,
        schema: {
          tags: ['leaderboards'],
          summary: 'The leaderboard of one round',
          security: bearerAuth,
          params: LeaderboardRoundParams,
          response,
        },
      },
      async (request, reply) => {
        const round = roundNumberParam(request.params.n);
        const { gameId } = gameAccessOf(request);
        const json = await boards.json(deps.pool, gameId, round);
        if (json) return sendJson(reply, json);
        const rounds = await getLeaderboardRoundCount(deps.pool, gameId);
        if (rounds === null) throw new NotFoundError(gameMessages.gameNotFound);
        throw new NotFoundError(`Round ${round} not found: the game has ${rounds} round${rounds === 1 ? '' : 's'}`);
      },
    );
  };
}
