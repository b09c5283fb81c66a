import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminUserParams, AdminUserResponse, PromoteUserBody, adminMessages } from '@golf/contracts';
import { handleUserCommand } from '../../auth/user-command.ts';
import type { AppDeps } from '../../app-deps.ts';
import { userViewOf } from '../../auth/user.ts';
import { NotFoundError } from '../../commands/domain-error.ts';
import { requireUuid } from '../../courses/course-access.ts';
import { requireUser, signedInUser } from '../../http/auth-guard.ts';
import { commandContextOf } from '../../http/command-context.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { requireSuperAdmin } from '../../http/require-super-admin.ts';
import { decidePromoteUser } from './decide.ts';

/** PUT /api/admin/users/{id}/promote: set isAdmin and/or isSuperAdmin of another user. */
export function promotingUserRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/users/:id/promote',
      {
        onRequest: [requireUser(deps), requireSuperAdmin(deps)],
        schema: {
          tags: ['admin'],
          summary: 'Grant or withdraw a user’s admin and super admin roles, never one’s own (super admins only)',
          security: bearerAuth,
          params: AdminUserParams,
          body: PromoteUserBody,
          response: { 200: AdminUserResponse, ...errorResponses(400, 401, 403, 404, 422) },
        },
      },
      async (request) => {
        const admin = signedInUser(request);
        const userId = requireUuid(request.params.id, adminMessages.userNotFound);
        const outcome = await handleUserCommand(
          deps,
          userId,
          (state) => decidePromoteUser({ actorId: admin.id, userId, ...request.body }, state),
          commandContextOf(request, admin.id, deps.clock()),
        );
        if (outcome.state.status !== 'registered') throw new NotFoundError(adminMessages.userNotFound);
        return { user: userViewOf(outcome.state), position: outcome.position.toString() };
      },
    );
  };
}
