import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GameIdParam, RecalculateScoresResponse } from '@golf/contracts';
import { ScoresRecalculated, eventParser, type RecordedEvent } from '@golf/events';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { teeHolesOfRounds } from '../../courses/course.ts';
import { runGameCommand } from '../game.ts';
import { decideRecalculateScores } from './decide.ts';

/**
 * POST /api/games/{id}/recalculate-scores ('Recalculate All Scores'). Net scores and points are
 * derived everywhere from the current course handicaps and tees; the answer is how many hole
 * scores' net or points changed since they were entered or last recalculated, as the command's
 * ScoresRecalculated recorded it (0 when the game has no score yet). A retry answers the same.
 */
export function recalculatingScoresRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/games/:id/recalculate-scores',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['games'],
          summary: 'Derive every hole score again from the current course handicaps (answers how many changed)',
          security: bearerAuth,
          params: GameIdParam,
          response: { 200: RecalculateScoresResponse, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const outcome = await runGameCommand(deps, request, request.params.id, async (state, actor) =>
          decideRecalculateScores({ actor, tees: await teeHolesOfRounds(deps, state) }, state),
        );
        return { updatedScores: updatedScoresOf([...outcome.appended, ...outcome.earlier]), position: outcome.position.toString() };
      },
    );
  };
}

const parseReview = eventParser([ScoresRecalculated]);

/** The count the review recorded (its event read through the one parser of stored events, as any is). */
function updatedScoresOf(events: ReadonlyArray<Pick<RecordedEvent, 'type' | 'data' | 'metadata'>>): number {
  const review = events.find((event) => event.type === ScoresRecalculated.type);
  return (review && parseReview(review)?.data.updatedScores) ?? 0;
}
