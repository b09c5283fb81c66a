import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HoleAwardsParams, SetHoleAwardsBody, SetHoleAwardsResponse } from '@golf/contracts';
import { isGame } from '@golf/events';
import type { AppDeps } from '../../app-deps.ts';
import { NotFoundError } from '../../commands/domain-error.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { runGameCommand } from '../game.ts';
import { roundNumberParam } from '../lookups/route-params.ts';
import { roundTees } from '../rules/score-rules.ts';
import { decideSetHoleAwards, holeAwardsOf } from './decide.ts';

/** A hole number from a path: 1 … 18, else the hole is simply not found. */
function holeNumberParam(value: string): number {
  const holeNumber = /^\d{1,2}$/.test(value) ? Number(value) : Number.NaN;
  if (!(holeNumber >= 1 && holeNumber <= 18)) throw new NotFoundError(`Hole ${value} not found`);
  return holeNumber;
}

/**
 * PUT /api/games/{id}/rounds/{n}/holes/{h}/awards: who took bingo, bango, bongo and closest to
 * the pin on the hole (docs/golf-rules.md section 15), set by anyone who may score it. Answers
 * the hole's awards now and the position of the command.
 */
export function settingHoleAwardsRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/games/:id/rounds/:round/holes/:hole/awards',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['scores'],
          summary: 'Set who took bingo, bango, bongo and closest to the pin on a hole',
          security: bearerAuth,
          params: HoleAwardsParams,
          body: SetHoleAwardsBody,
          response: { 200: SetHoleAwardsResponse, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const roundNumber = roundNumberParam(request.params.round);
        const holeNumber = holeNumberParam(request.params.hole);
        const outcome = await runGameCommand(deps, request, request.params.id, async (state, actor) => {
          const tees = await roundTees(deps, state, roundNumber);
          return decideSetHoleAwards({ actor, roundNumber, holeNumber, awards: request.body, tees }, state);
        });
        const game = outcome.state;
        if (!isGame(game)) throw new Error('The awards command left no game');
        return { roundNumber, holeNumber, awards: holeAwardsOf(game, roundNumber, holeNumber), position: outcome.position.toString() };
      },
    );
  };
}
