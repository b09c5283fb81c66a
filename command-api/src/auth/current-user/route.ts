import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UserView } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, signedInUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';

/** GET /api/auth/user: the signed-in user. Send X-Min-Position after a profile change to see it. */
export function currentUserRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/user',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['auth'],
          summary: 'The signed-in user',
          security: bearerAuth,
          response: { 200: UserView, ...errorResponses(401) },
        },
      },
      async (request) => signedInUser(request),
    );
  };
}
