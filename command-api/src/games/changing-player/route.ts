import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PlayerCommandResponse, PlayerIdParam, UpdatePlayerBody } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { runGameCommand } from '../game.ts';
import { gameAfter, gameFiguresAfter } from '../answers/game-answers.ts';
import { playerViewOf } from '../answers/game-views.ts';
import { gameOfPlayer } from '../lookups/player-game.ts';
import { requirePlayer } from '../rules/player-rules.ts';
import { decideChangePlayer } from './decide.ts';

/**
 * PATCH /api/players/{id}: name, handicap index, GHIN id, team. totalPoints and totalStrokes
 * are accepted and ignored: they are derived from the scores.
 */
export function changingPlayerRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.patch(
      '/players/:id',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['games'],
          summary: 'Change a player (totalPoints/totalStrokes are ignored: derived from scores)',
          security: bearerAuth,
          params: PlayerIdParam,
          body: UpdatePlayerBody,
          response: { 200: PlayerCommandResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
        },
      },
      async (request) => {
        const playerId = request.params.id;
        const gameId = await gameOfPlayer(deps, playerId);
        const { totalPoints: _points, totalStrokes: _strokes, ...changes } = request.body;
        const outcome = await runGameCommand(deps, request, gameId, (state, actor) =>
          decideChangePlayer({ actor, playerId, changes }, state),
        );
        const game = gameAfter(outcome);
        const figures = await gameFiguresAfter(deps, game);
        return { player: playerViewOf(game.id, requirePlayer(game, playerId), figures), position: outcome.position.toString() };
      },
    );
  };
}
