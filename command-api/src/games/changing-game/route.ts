import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GameCommandResponse, GameIdParam, UpdateGameBody } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { runGameCommand } from '../game.ts';
import { gameCommandAnswer } from '../answers/game-answers.ts';
import { decideChangeGame } from './decide.ts';

/** PATCH /api/games/{id}: name and settings, status, or where play is. */
export function changingGameRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.patch(
      '/games/:id',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['games'],
          summary: 'Change a game: name, settings, status (in_progress starts the current round), currentRound/currentHole',
          security: bearerAuth,
          params: GameIdParam,
          body: UpdateGameBody,
          response: { 200: GameCommandResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
        },
      },
      async (request) => {
        const outcome = await runGameCommand(deps, request, request.params.id, (state, actor) =>
          decideChangeGame({ actor, changes: request.body }, state),
        );
        return gameCommandAnswer(deps, request, outcome);
      },
    );
  };
}
