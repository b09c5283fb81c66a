import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CupView, TripParams, cupMessages } from '@golf/contracts';
import { listTripCourses } from '@golf/read-db';
import type { AppDeps } from '../../../app-deps.ts';
import { NotFoundError } from '../../../commands/domain-error.ts';
import { mayInCup } from '../../../games/access/access-rule.ts';
import { requireUser } from '../../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../../http/error-responses.ts';
import { cupReadOf, requireCupReader } from '../cup-read-gate.ts';
import { readCupBoard } from '../read-cup-board.ts';

/**
 * GET /api/trips/{id}/cup: the cup's board, live: the teams' points decided and projected, what
 * wins and retains it, its result, each match's status and points (decision 0830), and the
 * trip's courses with their tees (where a session may be played). The
 * trip's members and its matches' players may read it; 404 'This trip has no cup yet' before
 * its organizers set it up.
 */
export function readingCupRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/trips/:id/cup',
      {
        onRequest: requireUser(deps),
        preHandler: requireCupReader(deps, 'view'),
        schema: {
          tags: ['trips'],
          summary: 'The trip’s cup: teams with points decided and projected, points to win, result, and every match with its status',
          security: bearerAuth,
          params: TripParams,
          response: { 200: CupView, ...errorResponses(401, 404) },
        },
      },
      async (request) => {
        const { tripId, caller, cup } = cupReadOf(request);
        const [board, courses] = await Promise.all([readCupBoard(deps.pool, tripId, cup), listTripCourses(deps.pool, tripId)]);
        if (!board) throw new NotFoundError(cupMessages.noCup);
        const venues = courses.map(({ course }) => ({
          courseId: course.id,
          name: course.name,
          holes: course.holes,
          tees: course.teeSets.map((tee) => ({ id: tee.teeSetId, name: tee.name })),
        }));
        return { tripId, ...board, venues, mayManage: mayInCup(caller, 'manage'), mayMakeMatches: mayInCup(caller, 'make_matches') };
      },
    );
  };
}
