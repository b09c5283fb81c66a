import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HoleScoreListResponse, ScoreHoleParams, ScoreRoundParams } from '@golf/contracts';
import { getGameById, listHoleScores, type HoleScoreRow } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { NotFoundError } from '../../commands/domain-error.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { gameAccessOf, requireGameAccess } from '../access/read-access.ts';
import { roundNumberParam } from '../lookups/route-params.ts';

/** A hole number from a path: 1 … 18, else the hole is simply not found. */
function holeNumberParam(value: string): number {
  const holeNumber = /^\d{1,2}$/.test(value) ? Number(value) : Number.NaN;
  if (!(holeNumber >= 1 && holeNumber <= 18)) throw new NotFoundError(`Hole ${value} not found`);
  return holeNumber;
}

/** A row as the view sends it: the facts only when some were recorded. */
const holeScoreViews = (rows: readonly HoleScoreRow[]) => rows.map(({ facts, ...row }) => (facts === null ? row : { ...row, facts }));

/**
 * The hole scores of a round (GET /api/games/{id}/scores/{round} and its alias
 * /hole-scores/{round}) or of one hole (/scores/{round}/{hole}), players in the order they
 * joined. Net and points are the server's. Send X-Min-Position to see your own score command.
 */
export function readingScoresRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const common = { onRequest: requireGameAccess(deps) };
    const response = { 200: HoleScoreListResponse, ...errorResponses(401, 404) };
    const roundOf = async (gameId: string, round: string) => {
      const record = await getGameById(deps.pool, gameId);
      if (!record) throw new NotFoundError('Game not found');
      const roundNumber = roundNumberParam(round);
      if (roundNumber > record.numberOfRounds)
        throw new NotFoundError(
          `Round ${roundNumber} not found: the game has ${record.numberOfRounds} round${record.numberOfRounds === 1 ? '' : 's'}`,
        );
      return { gameId: record.id, roundNumber };
    };
    for (const path of ['/games/:id/scores/:round', '/games/:id/hole-scores/:round']) {
      app.get(
        path,
        {
          ...common,
          schema: { tags: ['scores'], summary: 'The hole scores of a round', security: bearerAuth, params: ScoreRoundParams, response },
        },
        async (request) => {
          const { gameId, roundNumber } = await roundOf(gameAccessOf(request).gameId, request.params.round);
          return holeScoreViews(await listHoleScores(deps.pool, gameId, roundNumber));
        },
      );
    }
    app.get(
      '/games/:id/scores/:round/:hole',
      {
        ...common,
        schema: { tags: ['scores'], summary: 'The scores of one hole of a round', security: bearerAuth, params: ScoreHoleParams, response },
      },
      async (request) => {
        const { gameId, roundNumber } = await roundOf(gameAccessOf(request).gameId, request.params.round);
        return holeScoreViews(await listHoleScores(deps.pool, gameId, roundNumber, holeNumberParam(request.params.hole)));
      },
    );
  };
}
