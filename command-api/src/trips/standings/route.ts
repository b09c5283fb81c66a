import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TripParams, TripStandingsView } from '@golf/contracts';
import { tripStandings, type SideGamesBoardView } from '@golf/golf';
import { listSetAsideGamesOfTrip, listTripMembers, listTripOverallBoards } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { requireTripViewer, tripReadOf } from '../trip-read-gate.ts';

const fullName = (user: { firstName: string | null; lastName: string | null; email: string }) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

/**
 * GET /api/trips/{id}/standings: the money of every person over the trip's games and the
 * settle-up, worked out by @golf/golf from the overall leaderboards the projector stored for
 * those games (nothing about a format is worked out here). A game whose stream the projector set
 * aside is left out (its board is not current) and named in `beingRepaired`: the rest still count.
 */
export function standingsRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/trips/:id/standings',
      {
        onRequest: requireUser(deps),
        preHandler: requireTripViewer(deps),
        schema: {
          tags: ['trips'],
          summary: 'The trip’s standings: each person’s money over its games, and who pays whom to settle up',
          security: bearerAuth,
          params: TripParams,
          response: { 200: TripStandingsView, ...errorResponses(401, 404) },
        },
      },
      async (request) => {
        const tripId = tripReadOf(request).id;
        const [boards, members, beingRepaired] = await Promise.all([
          listTripOverallBoards(deps.pool, tripId),
          listTripMembers(deps.pool, tripId),
          listSetAsideGamesOfTrip(deps.pool, tripId),
        ]);
        const standings = tripStandings(
          boards.map((view) => JSON.parse(view) as SideGamesBoardView),
          members.map((member) => ({ userId: member.userId, name: fullName(member.user) })),
        );
        return { ...standings, beingRepaired };
      },
    );
  };
}
