import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GameCommandResponse, WolfChoiceBody, WolfHoleParams } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { NotFoundError } from '../../commands/domain-error.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { gameCommandAnswer } from '../answers/game-answers.ts';
import { runGameCommand } from '../game.ts';
import { roundNumberParam } from '../lookups/route-params.ts';
import { decideWolfChoice } from './decide.ts';

function holeNumberParam(value: string): number {
  const hole = /^\d{1,2}$/.test(value) ? Number(value) : Number.NaN;
  if (!(hole >= 1 && hole <= 18)) throw new NotFoundError(`Hole ${value} not found`);
  return hole;
}

/** PUT /api/games/{id}/rounds/{n}/holes/{h}/wolf: the wolf's choice on a hole (partner, lone or blind). */
export function choosingWolfRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/games/:id/rounds/:roundNumber/holes/:holeNumber/wolf',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['side games'],
          summary: "Record the wolf's choice on a hole: a partner, lone or blind (the wolf or an admin)",
          security: bearerAuth,
          params: WolfHoleParams,
          body: WolfChoiceBody,
          response: { 200: GameCommandResponse, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const roundNumber = roundNumberParam(request.params.roundNumber);
        const holeNumber = holeNumberParam(request.params.holeNumber);
        const outcome = await runGameCommand(deps, request, request.params.id, (state, actor) =>
          decideWolfChoice({ actor, roundNumber, holeNumber, ...request.body }, state),
        );
        return gameCommandAnswer(deps, request, outcome);
      },
    );
  };
}
