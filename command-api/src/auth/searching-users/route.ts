import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SearchUsersBody, SearchUsersResponse } from '@golf/contracts';
import { searchUsers, USER_SEARCH_LIMIT } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';

/** POST /api/auth/search-users: users matching a name, username or e-mail, for the add-player picker. */
export function searchingUsersRoute(deps: AppDeps, rateLimit: object): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/search-users',
      {
        config: { rateLimit },
        onRequest: requireUser(deps),
        schema: {
          tags: ['auth'],
          summary: `Find users by username, name or e-mail (at least 2 characters; at most ${USER_SEARCH_LIMIT} hits)`,
          security: bearerAuth,
          body: SearchUsersBody,
          response: { 200: SearchUsersResponse, ...errorResponses(400, 401, 429) },
        },
      },
      async (request) => searchUsers(deps.pool, request.body.query, USER_SEARCH_LIMIT),
    );
  };
}
