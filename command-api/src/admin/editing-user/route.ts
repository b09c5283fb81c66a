import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminUpdateUserBody, AdminUserParams, AdminUserResponse, adminMessages } from '@golf/contracts';
import { handleUserCommand } from '../../auth/user-command.ts';
import type { AppDeps } from '../../app-deps.ts';
import { updateCredentialIdentity } from '../../auth/credentials.ts';
import { decideUpdateProfile, type ProfileChanges } from '../../auth/updating-profile/decide.ts';
import { userViewOf } from '../../auth/user.ts';
import { NotFoundError } from '../../commands/domain-error.ts';
import { requireUuid } from '../../courses/course-access.ts';
import { requireUser, signedInUser } from '../../http/auth-guard.ts';
import { commandContextOf } from '../../http/command-context.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { requireSuperAdmin } from '../../http/require-super-admin.ts';

/**
 * PATCH /api/admin/users/{id}: a super admin changes some of a user's profile fields. The same
 * decision as a user's own profile edit; the event's metadata names the super admin.
 */
export function editingUserRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.patch(
      '/users/:id',
      {
        onRequest: [requireUser(deps), requireSuperAdmin(deps)],
        schema: {
          tags: ['admin'],
          summary: 'Change some of a user’s profile fields (super admins only)',
          security: bearerAuth,
          params: AdminUserParams,
          body: AdminUpdateUserBody,
          response: { 200: AdminUserResponse, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const admin = signedInUser(request);
        const userId = requireUuid(request.params.id, adminMessages.userNotFound);
        const changes: ProfileChanges = { ...request.body, email: request.body.email?.toLowerCase() };
        const outcome = await deps.pool.transaction(async (tx) => {
          await updateCredentialIdentity(tx, userId, { email: changes.email, username: changes.username });
          return handleUserCommand(
            deps,
            userId,
            (state) => decideUpdateProfile({ userId, changes, by: { kind: 'super_admin' } }, state),
            commandContextOf(request, admin.id, deps.clock()),
          );
        });
        if (outcome.state.status !== 'registered') throw new NotFoundError(adminMessages.userNotFound);
        return { user: userViewOf(outcome.state), position: outcome.position.toString() };
      },
    );
  };
}
