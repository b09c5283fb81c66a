import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AssignTeamsBody, GameCommandResponse, GameIdParam } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { runGameCommand } from '../game.ts';
import { gameCommandAnswer } from '../answers/game-answers.ts';
import { decideAssignTeams } from './decide.ts';

/** PUT /api/games/{id}/teams: the team step (match play with 4 players, best ball with 4 or more, Las Vegas with 4 on any format). */
export function assigningTeamsRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/games/:id/teams',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['games'],
          summary: 'Assign every player to a team, exactly as the game type configures teams',
          security: bearerAuth,
          params: GameIdParam,
          body: AssignTeamsBody,
          response: { 200: GameCommandResponse, ...errorResponses(400, 401, 403, 404, 422) },
        },
      },
      async (request) => {
        const outcome = await runGameCommand(deps, request, request.params.id, (state, actor) =>
          decideAssignTeams({ actor, teamCount: request.body.teamCount, assignments: request.body.assignments }, state),
        );
        return gameCommandAnswer(deps, request, outcome);
      },
    );
  };
}
