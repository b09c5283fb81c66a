import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ResetPasswordBody, ResetPasswordResponse, authMessages } from '@golf/contracts';
import { handleUserCommand } from '../user-command.ts';
import type { AppDeps } from '../../app-deps.ts';
import { BadRequestError } from '../../commands/domain-error.ts';
import { commandContextOf } from '../../http/command-context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { setPasswordHash } from '../credentials.ts';
import { hashPassword } from '../password-hash.ts';
import { resetTokenHash } from '../reset-token.ts';
import { isResetTokenUsable, lockResetToken, spendResetTokens } from '../reset-token-store.ts';
import { decideResetPassword } from './decide.ts';

/** POST /api/auth/reset-password: the link's token and a new password. */
export function resettingPasswordRoute(deps: AppDeps, rateLimit: object): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/reset-password',
      {
        config: { rateLimit },
        schema: {
          tags: ['auth'],
          summary: 'Set a new password with the token of a reset link',
          body: ResetPasswordBody,
          response: { 200: ResetPasswordResponse, ...errorResponses(400, 429) },
        },
      },
      async (request) => {
        const { email, resetToken, newPassword } = request.body;
        const now = deps.clock();
        const passwordHash = await hashPassword(newPassword);
        const outcome = await deps.pool.transaction(async (tx) => {
          const token = await lockResetToken(tx, resetTokenHash(resetToken), email);
          if (!token) throw new BadRequestError(authMessages.invalidResetToken);
          const tokenUsable = isResetTokenUsable(token, now);
          if (tokenUsable) {
            await spendResetTokens(tx, token.userId, now);
            await setPasswordHash(tx, token.userId, passwordHash);
          }
          // A spent token is refused by the decider, unless the Idempotency-Key shows this very request succeeded before.
          return handleUserCommand(
            deps,
            token.userId,
            (state) => decideResetPassword({ userId: token.userId, tokenUsable }, state),
            commandContextOf(request, token.userId, now),
          );
        });
        return { message: authMessages.passwordResetDone, position: outcome.position.toString() };
      },
    );
  };
}
