import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GameListQuery, GameListResponse, type GameSummaryView } from '@golf/contracts';
import { listGamesForUser, type GameSummaryRow } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { accessOf, type GameActor } from '../access/access-rule.ts';
import { actorOfRequest } from '../game.ts';

/**
 * A game as its card shows it. The list holds only games the caller has a grant in; the rule
 * picks the level they give. The caller's player: the one played with their account, else (a
 * player's access) the first their access is tied to.
 */
function summaryOf(row: GameSummaryRow, actor: GameActor): GameSummaryView {
  const access = accessOf({ gameId: row.id, viewCode: row.viewCode, grants: row.myGrants, players: row.players }, { kind: 'user', actor });
  const own =
    row.players.find((player) => player.userId === actor.id)?.id ?? (access?.level === 'player' ? access.playerIds[0] : undefined);
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
    myPlayerId: own ?? null,
    accessLevel: access?.level ?? 'viewer',
  };
}

/** GET /api/games: the games the caller may open (created, shared, joined, played in), newest first; ?status= and ?limit= narrow it. */
export function listingGamesRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/games',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['games'],
          summary: 'The caller’s games, newest first (home: ?status=in_progress, ?status=completed&limit=5)',
          security: bearerAuth,
          querystring: GameListQuery,
          response: { 200: GameListResponse, ...errorResponses(400, 401) },
        },
      },
      async (request) => {
        const actor = actorOfRequest(request);
        const rows = await listGamesForUser(deps.pool, { userId: actor.id, email: actor.email }, request.query);
        return rows.map((row) => summaryOf(row, actor));
      },
    );
  };
}
