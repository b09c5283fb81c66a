import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthTokenResponse, ChoosePasswordBody, authMessages } from '@golf/contracts';
import { handleUserCommand } from '../user-command.ts';
import type { AppDeps } from '../../app-deps.ts';
import { UnauthorizedError } from '../../commands/domain-error.ts';
import { commandContextOf } from '../../http/command-context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { lockCredentials, setPasswordHash } from '../credentials.ts';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../password-hash.ts';
import { issueSessionToken } from '../session-token.ts';
import { userViewOf } from '../user.ts';
import { decideChoosePassword } from './decide.ts';

/**
 * POST /api/auth/choose-password: the first sign-in of an account a super admin created. The
 * temporary password proves who it is; the new one replaces it (so the temporary one stops
 * working) and the user is signed in. The row lock makes two tries with one temporary password
 * take turns: the second finds it replaced.
 */
export function choosingPasswordRoute(deps: AppDeps, rateLimit: object): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/choose-password',
      {
        config: { rateLimit },
        schema: {
          tags: ['auth'],
          summary: 'Replace the temporary password of a new account and sign in',
          body: ChoosePasswordBody,
          response: { 200: AuthTokenResponse, ...errorResponses(400, 401, 429) },
        },
      },
      async (request) => {
        const { email, temporaryPassword, newPassword } = request.body;
        const now = deps.clock();
        const newHash = await hashPassword(newPassword);
        const outcome = await deps.pool.transaction(async (tx) => {
          const credentials = await lockCredentials(tx, email);
          const valid = credentials?.passwordHash
            ? await verifyPassword(credentials.passwordHash, temporaryPassword)
            : await verifyAgainstDecoy(temporaryPassword);
          if (!credentials || !valid) throw new UnauthorizedError(authMessages.invalidCredentials);
          const { userId } = credentials;
          // Rolled back with the transaction when the decider refuses (no temporary password to replace).
          await setPasswordHash(tx, userId, newHash);
          return handleUserCommand(
            deps,
            userId,
            (state) => decideChoosePassword({ userId }, state),
            commandContextOf(request, userId, now),
          );
        });
        if (outcome.state.status !== 'registered') throw new UnauthorizedError(authMessages.invalidCredentials);
        // Issued at the version the new password moved to: the first session of the account.
        const token = await issueSessionToken(
          { userId: outcome.state.id, version: outcome.state.sessionVersion },
          deps.config.JWT_SECRET,
          now,
        );
        return { token, user: userViewOf(outcome.state), position: outcome.position.toString() };
      },
    );
  };
}
