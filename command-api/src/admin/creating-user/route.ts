import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminCreateUserBody, AdminCreateUserResponse } from '@golf/contracts';
import { handleUserCommand } from '../../auth/user-command.ts';
import type { AppDeps } from '../../app-deps.ts';
import { reserveCredentials } from '../../auth/credentials.ts';
import { hashPassword } from '../../auth/password-hash.ts';
import { userViewOf } from '../../auth/user.ts';
import { requireUser, signedInUser } from '../../http/auth-guard.ts';
import { commandContextOf } from '../../http/command-context.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { requireSuperAdmin } from '../../http/require-super-admin.ts';
import { decideCreateUser } from './decide.ts';
import { temporaryPassword } from './temporary-password.ts';

/**
 * POST /api/admin/users: a super admin creates an account and is answered its temporary
 * password, once (only its hash is kept). The new user must choose a password at first sign-in.
 */
export function creatingUserRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/users',
      {
        onRequest: [requireUser(deps), requireSuperAdmin(deps)],
        schema: {
          tags: ['admin'],
          summary: 'Create a user with a temporary password (super admins only)',
          security: bearerAuth,
          body: AdminCreateUserBody,
          response: { 201: AdminCreateUserResponse, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) => {
        const admin = signedInUser(request);
        const body = request.body;
        const email = body.email.toLowerCase();
        // Never derived from an Idempotency-Key: a retry could not be answered the password shown
        // the first time (only its hash is kept), so a second try meets the taken e-mail (409) instead.
        const userId = randomUUID();
        const tempPassword = temporaryPassword();
        const passwordHash = await hashPassword(tempPassword);
        const command = { ...body, email, userId, createdByUserId: admin.id };
        // The e-mail and username are reserved in the same transaction that records the account.
        const outcome = await deps.pool.transaction(async (tx) => {
          await reserveCredentials(tx, { userId, email, username: body.username, passwordHash });
          return handleUserCommand(
            deps,
            userId,
            (state) => decideCreateUser(command, state),
            commandContextOf(request, admin.id, deps.clock()),
          );
        });
        if (outcome.state.status !== 'registered') throw new Error(`Creating ${userId} left no registered user`);
        return reply.status(201).send({ user: userViewOf(outcome.state), tempPassword, position: outcome.position.toString() });
      },
    );
  };
}
