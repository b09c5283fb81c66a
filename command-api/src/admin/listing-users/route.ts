import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminUsersQuery, AdminUsersResponse } from '@golf/contracts';
import { listAdminUsers } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { requireSuperAdmin } from '../../http/require-super-admin.ts';

/** GET /api/admin/users?search=: users newest first (200 at most), each with gameCount and courseCount. */
export function listingUsersRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/users',
      {
        onRequest: [requireUser(deps), requireSuperAdmin(deps)],
        schema: {
          tags: ['admin'],
          summary: 'Every user with their game and course counts, optionally searched (super admins only)',
          security: bearerAuth,
          querystring: AdminUsersQuery,
          response: { 200: AdminUsersResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const rows = await listAdminUsers(deps.pool, request.query.search);
        return rows.map((row) => ({ ...row, authProvider: row.authProvider === 'external' ? ('external' as const) : ('local' as const) }));
      },
    );
  };
}
