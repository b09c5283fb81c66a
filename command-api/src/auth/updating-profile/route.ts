import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UpdateProfileBody, UpdateProfileResponse } from '@golf/contracts';
import { handleUserCommand } from '../user-command.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, signedInUser } from '../../http/auth-guard.ts';
import { commandContextOf } from '../../http/command-context.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { updateCredentialIdentity } from '../credentials.ts';
import { userViewOf } from '../user.ts';
import { decideUpdateProfile, type ProfileChanges } from './decide.ts';

/** PATCH /api/auth/profile: change some of one's own profile fields. */
export function updatingProfileRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.patch(
      '/profile',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['auth'],
          summary: 'Update the signed-in user’s profile (only the fields sent)',
          security: bearerAuth,
          body: UpdateProfileBody,
          response: { 200: UpdateProfileResponse, ...errorResponses(400, 401, 404, 409) },
        },
      },
      async (request) => {
        const userId = signedInUser(request).id;
        const body = request.body;
        const changes: ProfileChanges = { ...body, email: body.email?.toLowerCase() };
        const outcome = await deps.pool.transaction(async (tx) => {
          // A new e-mail or username is reserved first (409 when taken) and committed only with the event.
          await updateCredentialIdentity(tx, userId, { email: changes.email, username: changes.username });
          return handleUserCommand(
            deps,
            userId,
            (state) => decideUpdateProfile({ userId, changes }, state),
            commandContextOf(request, userId, deps.clock()),
          );
        });
        if (outcome.state.status !== 'registered') throw new Error(`Profile update left user ${userId} unregistered`);
        return { user: userViewOf(outcome.state), position: outcome.position.toString() };
      },
    );
  };
}
