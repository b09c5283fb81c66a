import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HandicapRecordView, HandicapUserParams, handicapMessages } from '@golf/contracts';
import { getUserById } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { NotFoundError } from '../../commands/domain-error.ts';
import { requireUser, signedInUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { requireSuperAdmin } from '../../http/require-super-admin.ts';
import { handicapRecordOf } from '../handicap-record.ts';

/**
 * GET /api/users/me/handicap: the signed-in golfer's handicap record. GET /api/users/{id}/handicap:
 * anyone's, for super admins only (403 for everyone else, before anything about the user is looked up).
 */
export function readingRecordRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/users/me/handicap',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['handicap'],
          summary: 'Your Handicap Index and the rounds it is worked from (World Handicap System)',
          security: bearerAuth,
          response: { 200: HandicapRecordView, ...errorResponses(401) },
        },
      },
      async (request) => handicapRecordOf(deps.pool, signedInUser(request).id),
    );
    app.get(
      '/users/:id/handicap',
      {
        onRequest: [requireUser(deps), requireSuperAdmin(deps)],
        schema: {
          tags: ['handicap'],
          summary: 'A golfer’s Handicap Index and rounds (super admins only)',
          security: bearerAuth,
          params: HandicapUserParams,
          response: { 200: HandicapRecordView, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const user = await getUserById(deps.pool, request.params.id);
        if (!user) throw new NotFoundError(handicapMessages.userNotFound);
        return handicapRecordOf(deps.pool, user.id);
      },
    );
  };
}
