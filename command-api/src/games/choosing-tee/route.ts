import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GameIdParam, PlayerRoundBody, PlayerRoundCommandResponse } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { runGameCommand } from '../game.ts';
import { gameAfter, gameFiguresAfter } from '../answers/game-answers.ts';
import { playerRoundViewOf } from '../answers/game-views.ts';
import { lookUpRoundCourse } from '../lookups/round-course-lookup.ts';
import { playerRoundOf } from '../rules/round-setup.ts';
import { decideChooseTee } from './decide.ts';

/** POST /api/games/{id}/player-rounds: a player's tee for a round, with the course handicap worked out from it. */
export function choosingTeeRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/games/:id/player-rounds',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['games'],
          summary: 'Set a player’s tee for a round; a courseHandicap that differs from the calculated one is a manual adjustment',
          security: bearerAuth,
          params: GameIdParam,
          body: PlayerRoundBody,
          response: { 200: PlayerRoundCommandResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
        },
      },
      async (request) => {
        const gameId = request.params.id;
        const { playerId, roundNumber, teeSetId } = request.body;
        const course = await lookUpRoundCourse(deps, gameId, roundNumber);
        const outcome = await runGameCommand(deps, request, gameId, (state, actor) =>
          decideChooseTee({ actor, playerId, roundNumber, teeSetId, courseHandicap: request.body.courseHandicap ?? null, course }, state),
        );
        const game = gameAfter(outcome);
        const playerRound = playerRoundOf(game, playerId, roundNumber);
        if (!playerRound) throw new Error('The player round is missing after its tee was chosen');
        const figures = await gameFiguresAfter(deps, game);
        return { playerRound: playerRoundViewOf(game, playerRound, figures), position: outcome.position.toString() };
      },
    );
  };
}
