import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MyCupMatchesResponse, type MyCupMatchView } from '@golf/contracts';
import { listCupTripsOfPlayer } from '@golf/read-db';
import type { AppDeps } from '../../../app-deps.ts';
import { requireUser, signedInUser } from '../../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../../http/error-responses.ts';
import { readCupBoard } from '../read-cup-board.ts';

/**
 * GET /api/users/me/cup-matches: the caller's cup matches still to be decided, in every trip, by
 * tee time (those without one last): what their Home shows (decision 0832). A match's player may
 * read it whether or not they are still a member of its trip.
 */
export function myCupMatchesRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/users/me/cup-matches',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['trips'],
          summary: 'Your cup matches not yet decided, with their tee times',
          security: bearerAuth,
          response: { 200: MyCupMatchesResponse, ...errorResponses(401) },
        },
      },
      async (request) => {
        const userId = signedInUser(request).id;
        const mine: MyCupMatchView[] = [];
        for (const { tripId, tripName } of await listCupTripsOfPlayer(deps.pool, userId)) {
          const board = await readCupBoard(deps.pool, tripId);
          if (!board) continue;
          for (const match of board.matches) {
            const team = match.teams.findIndex((side) => side.some((p) => p.userId === userId));
            if (team === -1 || match.state === 'decided') continue;
            mine.push({
              tripId,
              tripName,
              cupName: board.name,
              matchId: match.id,
              gameId: match.gameId,
              session: match.session,
              format: match.format,
              teeTime: match.teeTime,
              team: team as 0 | 1,
              teamNames: [board.teams[0].name, board.teams[1].name],
              teamColors: [board.teams[0].color, board.teams[1].color],
              teams: match.teams,
              status: match.status,
            });
          }
        }
        return mine.sort((a, b) => (a.teeTime ?? '\uffff').localeCompare(b.teeTime ?? '\uffff'));
      },
    );
  };
}
