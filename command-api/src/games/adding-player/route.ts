import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AddPlayerBody, AddPlayerResponse, GameIdParam } from '@golf/contracts';
import { streamNames } from '@golf/events';
import type { AppDeps } from '../../app-deps.ts';
import { derivedUuid } from '../../commands/derived-uuid.ts';
import { BadRequestError, RuleViolationError } from '../../commands/domain-error.ts';
import { requireUser, signedInUser } from '../../http/auth-guard.ts';
import { idempotencyKeyOf } from '../../http/command-context.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { runGameCommand } from '../game.ts';
import { gameAfter, gameFiguresAfter } from '../answers/game-answers.ts';
import { playerViewOf } from '../answers/game-views.ts';
import { playerNamed } from '../rules/player-rules.ts';
import { decideAddPlayer } from './decide.ts';

/** POST /api/games/{id}/players: add a player; a name already in the game is skipped (200, added false). */
export function addingPlayerRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/games/:id/players',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['games'],
          summary: 'Add a player (typed in, or a registered user by userId); totalPoints/totalStrokes are ignored',
          security: bearerAuth,
          params: GameIdParam,
          body: AddPlayerBody,
          response: { 200: AddPlayerResponse, 201: AddPlayerResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
        },
      },
      async (request, reply) => {
        const gameId = request.params.id;
        const body = request.body;
        if (body.gameId !== undefined && body.gameId !== gameId) throw new BadRequestError('gameId must be the game of the path');
        // The user's own stream, not the users read table: a user registered a moment ago exists
        // before the projector has caught up.
        if (body.userId && (await deps.store.readStream(streamNames.user(body.userId))).length === 0) {
          throw new RuleViolationError('No registered user has this userId');
        }
        const key = idempotencyKeyOf(request);
        const playerId = key ? derivedUuid(`player:${gameId}:${signedInUser(request).id}:${key}`) : randomUUID();
        const outcome = await runGameCommand(deps, request, gameId, (state, actor) =>
          decideAddPlayer(
            {
              actor,
              playerId,
              name: body.name,
              handicap: body.handicap,
              ghinId: body.ghinId,
              userId: body.userId,
              teamNumber: body.teamNumber,
            },
            state,
          ),
        );
        const game = gameAfter(outcome);
        const player = playerNamed(game, body.name);
        if (!player) throw new Error(`Player ${body.name} is missing after being added`);
        const added = outcome.appended.length > 0 || (outcome.replayed && player.id === playerId);
        return reply.status(added ? 201 : 200).send({
          player: playerViewOf(game.id, player, await gameFiguresAfter(deps, game)),
          added,
          position: outcome.position.toString(),
        });
      },
    );
  };
}
