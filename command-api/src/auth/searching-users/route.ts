import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SearchUsersBody, SearchUsersResponse } from '@golf/contracts';
import { searchUsers, USER_SEARCH_LIMIT } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';

/**
 * POST /api/auth/search-users: users matching a name or username, or an e-mail address typed whole,
 * for the add-player and add-member pickers. Nobody's address is answered unless it was the query
 * (docs/decisions/0731-a-user-search-gives-an-address-only-to-whoever-typed-it.md).
 */
export function searchingUsersRoute(deps: AppDeps, rateLimit: object): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/search-users',
      {
        config: { rateLimit },
        onRequest: requireUser(deps),
        schema: {
          tags: ['auth'],
          summary: `Find users by username or name, or by a whole e-mail address (at least 2 characters; at most ${USER_SEARCH_LIMIT} hits; an address only in answer to itself)`,
          security: bearerAuth,
          body: SearchUsersBody,
          response: { 200: SearchUsersResponse, ...errorResponses(400, 401, 429) },
        },
      },
      async (request) => searchUsers(deps.pool, request.body.query, USER_SEARCH_LIMIT),
    );
  };
}
