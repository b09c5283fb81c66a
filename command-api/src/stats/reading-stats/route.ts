import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FactsStatsView, RoundStatsListResponse, StatsQuery, type RoundStatsView } from '@golf/contracts';
import { listRoundStats } from '@golf/read-db';
import { sumFactsStats, type FactsStats } from '@golf/golf';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, signedInUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';

/** Rounds read when the query names none. */
const DEFAULT_ROUNDS = 20;

async function lastRounds(deps: Pick<AppDeps, 'pool'>, userId: string, count: number): Promise<RoundStatsView[]> {
  const rows = await listRoundStats(deps.pool, userId, count);
  return rows.map(({ stats, ...round }) => ({ ...round, stats: JSON.parse(stats) as FactsStats }));
}

/**
 * GET /api/users/me/stats?rounds=5|10|20: the signed-in golfer's statistics over their last
 * completed rounds, summed by @golf/golf (docs/golf-rules.md section 15, decision 0807).
 * GET /api/users/me/stats/rounds: the same rounds one by one, newest first, for the trend.
 */
export function readingStatsRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/users/me/stats',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['stats'],
          summary: 'Your statistics (fairways, greens, putts, scrambling, sand saves, penalties) over your last 5, 10 or 20 rounds',
          security: bearerAuth,
          querystring: StatsQuery,
          response: { 200: FactsStatsView, ...errorResponses(400, 401) },
        },
      },
      async (request) => {
        const rounds = await lastRounds(deps, signedInUser(request).id, request.query.rounds ?? DEFAULT_ROUNDS);
        return sumFactsStats(rounds.map((round) => round.stats));
      },
    );
    app.get(
      '/users/me/stats/rounds',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['stats'],
          summary: 'Your last 5, 10 or 20 completed rounds, newest first, each with its statistics',
          security: bearerAuth,
          querystring: StatsQuery,
          response: { 200: RoundStatsListResponse, ...errorResponses(400, 401) },
        },
      },
      async (request) => ({ rounds: await lastRounds(deps, signedInUser(request).id, request.query.rounds ?? DEFAULT_ROUNDS) }),
    );
  };
}
