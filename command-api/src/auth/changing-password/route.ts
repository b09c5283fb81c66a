import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthTokenResponse, ChangePasswordBody } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { commandContextOf } from '../../http/command-context.ts';
import { requireUser, signedInUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { lockCredentialsOfUser, setPasswordHash } from '../credentials.ts';
import { hashPassword, verifyPassword } from '../password-hash.ts';
import { issueSessionToken } from '../session-token.ts';
import { handleUserCommand } from '../user-command.ts';
import { userViewOf } from '../user.ts';
import { decideChangePassword } from './decide.ts';

/**
 * POST /api/auth/change-password: the signed-in user's current password and a new one. The
 * change ends every session of the account, this one included; the answer carries a new token,
 * so the phone that changed it stays signed in and every other one is sent to sign in. A wrong
 * current password is a 400 that writes nothing; tries are rate limited like sign-in.
 */
export function changingPasswordRoute(deps: AppDeps, rateLimit: object): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/change-password',
      {
        config: { rateLimit },
        onRequest: requireUser(deps),
        schema: {
          tags: ['auth'],
          summary: 'Change the password (current and new); ends every other session',
          security: bearerAuth,
          body: ChangePasswordBody,
          response: { 200: AuthTokenResponse, ...errorResponses(400, 401, 429) },
        },
      },
      async (request) => {
        const { id: userId } = signedInUser(request);
        const { currentPassword, newPassword } = request.body;
        const now = deps.clock();
        const newHash = await hashPassword(newPassword);
        // The row lock makes two changes at once take turns: the second must prove the password the first set.
        const outcome = await deps.pool.transaction(async (tx) => {
          const credentials = await lockCredentialsOfUser(tx, userId);
          const currentPasswordValid = credentials?.passwordHash ? await verifyPassword(credentials.passwordHash, currentPassword) : false;
          // A wrong one is refused by the decider, and the transaction, nothing written, rolls back.
          if (currentPasswordValid) await setPasswordHash(tx, userId, newHash);
          return handleUserCommand(
            deps,
            userId,
            (state) => decideChangePassword({ userId, currentPasswordValid }, state),
            commandContextOf(request, userId, now),
          );
        });
        if (outcome.state.status !== 'registered') throw new Error(`Password change left user ${userId} unregistered`);
        const token = await issueSessionToken({ userId, version: outcome.state.sessionVersion }, deps.config.JWT_SECRET, now);
        return { token, user: userViewOf(outcome.state), position: outcome.position.toString() };
      },
    );
  };
}
