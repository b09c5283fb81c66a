import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GameIdParam, UpdateCourseHandicapsBody, UpdateCourseHandicapsResponse } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { runGameCommand } from '../game.ts';
import { gameAfter, gameFiguresAfter } from '../answers/game-answers.ts';
import { playerRoundViewsOf } from '../answers/game-views.ts';
import { decideAdjustCourseHandicaps } from './decide.ts';

/** PATCH /api/games/{id}/update-course-handicaps: course handicaps typed by hand (0 … 54), marked manually adjusted. */
export function adjustingCourseHandicapsRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.patch(
      '/games/:id/update-course-handicaps',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['games'],
          summary: 'Set course handicaps by hand (0 to 54); they show as Manually Adjusted',
          security: bearerAuth,
          params: GameIdParam,
          body: UpdateCourseHandicapsBody,
          response: { 200: UpdateCourseHandicapsResponse, ...errorResponses(400, 401, 403, 404, 422) },
        },
      },
      async (request) => {
        const { roundNumber, handicapUpdates } = request.body;
        const outcome = await runGameCommand(deps, request, request.params.id, (state, actor) =>
          decideAdjustCourseHandicaps({ actor, roundNumber, updates: handicapUpdates }, state),
        );
        const game = gameAfter(outcome);
        const figures = await gameFiguresAfter(deps, game);
        return { playerRounds: playerRoundViewsOf(game, figures, roundNumber), position: outcome.position.toString() };
      },
    );
  };
}
