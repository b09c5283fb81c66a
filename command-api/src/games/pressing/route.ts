import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GameCommandResponse, GameIdParam, PressBody } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { teeHolesOfRounds } from '../../courses/course.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { gameCommandAnswer } from '../answers/game-answers.ts';
import { runGameCommand } from '../game.ts';
import { decidePress } from './decide.ts';

/** POST /api/games/{id}/presses: press a bet (or a press) of a match play Nassau from the next hole. */
export function pressingRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/games/:id/presses',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['side games'],
          summary: 'Press a Nassau bet or press from the next hole (a player of the side that is down, or an admin)',
          security: bearerAuth,
          params: GameIdParam,
          body: PressBody,
          response: { 200: GameCommandResponse, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const outcome = await runGameCommand(deps, request, request.params.id, async (state, actor) => {
          const tees = await teeHolesOfRounds(deps, state);
          return decidePress({ actor, ...request.body, courses: { tees, courseNames: new Map() } }, state);
        });
        return gameCommandAnswer(deps, request, outcome);
      },
    );
  };
}
