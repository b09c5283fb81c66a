import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminStatsView } from '@golf/contracts';
import { getAdminStats, listSetAsideStreams } from '@golf/read-db';
import { setAsideViewOf } from '../retrying-stream/set-aside-view.ts';
import type { AppDeps } from '../../app-deps.ts';
import { checkHealth } from '../../health/check-health.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { requireSuperAdmin } from '../../http/require-super-admin.ts';

/**
 * GET /api/admin/stats: the counts and the last 30 days from the admin-stats projection's rows,
 * and the projector's checkpoint, the log's head and the lag as GET /api/health reports them;
 * the streams set aside, whose events since the figures leave out, each to retry.
 */
export function readingStatsRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/stats',
      {
        onRequest: [requireUser(deps), requireSuperAdmin(deps)],
        schema: {
          tags: ['admin'],
          summary: 'Platform statistics (super admins only)',
          security: bearerAuth,
          response: { 200: AdminStatsView, ...errorResponses(401, 403) },
        },
      },
      async () => {
        const today = deps.clock().toISOString().slice(0, 10);
        const [stats, health, setAside] = await Promise.all([
          getAdminStats(deps.pool, today),
          checkHealth(deps),
          listSetAsideStreams(deps.pool),
        ]);
        return {
          totalUsers: stats.totals.users,
          totalGames: stats.totals.games,
          totalCourses: stats.totals.courses,
          activeGames: stats.totals.activeGames,
          activeUsersThisWeek: stats.activeUsersThisWeek,
          daily: stats.daily,
          projector: health.projector,
          setAside: setAside.map(setAsideViewOf),
        };
      },
    );
  };
}
