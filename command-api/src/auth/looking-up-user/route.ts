import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LookupUserBody, LookupUserResponse } from '@golf/contracts';
import { appHandicapOf, findUserByEmail } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';

/** POST /api/auth/lookup-user: the account with exactly this e-mail, or null. */
export function lookingUpUserRoute(deps: AppDeps, rateLimit: object): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/lookup-user',
      {
        config: { rateLimit },
        onRequest: requireUser(deps),
        schema: {
          tags: ['auth'],
          summary: 'Find the account with an e-mail address',
          security: bearerAuth,
          body: LookupUserBody,
          response: { 200: LookupUserResponse, ...errorResponses(400, 401, 429) },
        },
      },
      async (request) => {
        const row = await findUserByEmail(deps.pool, request.body.email);
        if (!row) return { user: null };
        const { id, firstName, lastName, email, handicap } = row;
        return { user: { id, firstName, lastName, email, handicap, ...(await appHandicapOf(deps.pool, id)) } };
      },
    );
  };
}
