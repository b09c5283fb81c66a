import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CalculateCourseHandicapsBody, CalculateCourseHandicapsResponse, GameIdParam } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { runGameCommand } from '../game.ts';
import { gameAfter } from '../answers/game-answers.ts';
import { lookUpRoundCourse } from '../lookups/round-course-lookup.ts';
import { playerRoundOf } from '../rules/round-setup.ts';
import { decideCalculateCourseHandicaps } from './decide.ts';

/** POST /api/games/{id}/calculate-course-handicaps: every player's course handicap from the tee's rating, slope and par. */
export function calculatingCourseHandicapsRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/games/:id/calculate-course-handicaps',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['games'],
          summary: "Work out course handicaps for a round: one tee for everyone, or teeSetId 'all' for each player's chosen tee",
          security: bearerAuth,
          params: GameIdParam,
          body: CalculateCourseHandicapsBody,
          response: { 200: CalculateCourseHandicapsResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
        },
      },
      async (request) => {
        const gameId = request.params.id;
        const { roundNumber, teeSetId } = request.body;
        const course = await lookUpRoundCourse(deps, gameId, roundNumber);
        const outcome = await runGameCommand(deps, request, gameId, (state, actor) =>
          decideCalculateCourseHandicaps({ actor, roundNumber, teeSetId, course }, state),
        );
        const game = gameAfter(outcome);
        const courseHandicaps = game.players.flatMap((p) => {
          const courseHandicap = playerRoundOf(game, p.id, roundNumber)?.courseHandicap;
          return courseHandicap === null || courseHandicap === undefined ? [] : [{ playerId: p.id, courseHandicap }];
        });
        return { courseHandicaps, position: outcome.position.toString() };
      },
    );
  };
}
