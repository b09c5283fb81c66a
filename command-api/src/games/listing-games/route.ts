import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GameListQuery, GameListResponse, type GameSummaryView } from '@golf/contracts';
import { listGamesForUser, type GameSummaryRow } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, signedInUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { accessLevelOf } from '../game-access.ts';

function summaryOf(row: GameSummaryRow, userId: string): GameSummaryView {
  const playerUserIds = row.myPlayerId ? [userId] : [];
  return {
    id: row.id,
    name: row.name,
    gameType: row.gameType,
    status: row.status,
    scoringType: row.scoringType,
    numberOfRounds: row.numberOfRounds,
    currentRound: row.currentRound,
    currentHole: row.currentHole,
    playerCount: row.playerCount,
    tripId: row.tripId,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    firstRoundCourse: row.firstRoundCourse,
    myPlayerId: row.myPlayerId,
    accessLevel: accessLevelOf({ createdBy: row.createdBy, playerUserIds }, userId) ?? 'viewer',
  };
}

/** GET /api/games: the caller's games (created or played in), newest first; ?status= and ?limit= narrow it. */
export function listingGamesRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/games',
      {
        preHandler: requireUser(deps),
        schema: {
          tags: ['games'],
          summary: 'The caller’s games, newest first (home: ?status=in_progress, ?status=completed&limit=5)',
          security: bearerAuth,
          querystring: GameListQuery,
          response: { 200: GameListResponse, ...errorResponses(400, 401) },
        },
      },
      async (request) => {
        const userId = signedInUser(request).id;
        const rows = await listGamesForUser(deps.pool, userId, request.query);
        return rows.map((row) => summaryOf(row, userId));
      },
    );
  };
}
