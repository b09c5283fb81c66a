import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GameIdParam, LeaderboardRoundParams, LeaderboardView, gameMessages } from '@golf/contracts';
import { getLeaderboardPage, OVERALL_LEADERBOARD, type LeaderboardPageRow } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { NotFoundError } from '../../commands/domain-error.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { gameAccessOf, requireGameAccess } from '../access/read-access.ts';
import { roundNumberParam } from '../route-params.ts';
import { BoardCache } from './board-cache.ts';
import { leaderboardViewJson } from './leaderboard-view.ts';

/** The page of a game the gate let the caller see: the game, its rounds and its boards' versions, in one query. */
async function readablePage(deps: AppDeps, gameId: string, round: number): Promise<LeaderboardPageRow> {
  const page = await getLeaderboardPage(deps.pool, gameId, round);
  if (!page) throw new NotFoundError(gameMessages.gameNotFound);
  return page;
}

/**
 * Sends a view already serialized. The response schema stays for the API docs, but the board
 * is not checked against it on every read: a 16-player, 4-round board holds over a thousand
 * holes, and parsing it with zod cost more than the rest of the request. Its shape is the
 * projector's typed LeaderboardDocument (read-db), and the route's tests check answers against
 * the contract.
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
    const common = { preHandler: requireGameAccess(deps) };
    const response = { 200: LeaderboardView, ...errorResponses(401, 404) };
    app.get(
      '/games/:id/leaderboard',
      { ...common, schema: { tags: ['leaderboards'], summary: 'The overall leaderboard', security: bearerAuth, params: GameIdParam, response } },
      async (request, reply) => {
        const page = await readablePage(deps, gameAccessOf(request).gameId, OVERALL_LEADERBOARD);
        return sendJson(reply, leaderboardViewJson(page, null, await boards.json(deps.pool, page, OVERALL_LEADERBOARD)));
      },
    );
    app.get(
      '/games/:id/leaderboard/round/:n',
      { ...common, schema: { tags: ['leaderboards'], summary: 'The leaderboard of one round', security: bearerAuth, params: LeaderboardRoundParams, response } },
      async (request, reply) => {
        const round = roundNumberParam(request.params.n);
        const page = await readablePage(deps, gameAccessOf(request).gameId, round);
        if (round > page.numberOfRounds) throw new NotFoundError(`Round ${round} not found: the game has ${page.numberOfRounds} round${page.numberOfRounds === 1 ? '' : 's'}`);
        return sendJson(reply, leaderboardViewJson(page, round, await boards.json(deps.pool, page, round)));
      },
    );
  };
}
