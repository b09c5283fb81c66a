import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthTokenResponse, OneTimeCodeBody, authMessages } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { BadRequestError, ForbiddenError } from '../../commands/domain-error.ts';
import { requireUser, signedInUser } from '../../http/auth-guard.ts';
import { commandContextOf } from '../../http/command-context.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { spendCode } from '../one-time-codes.ts';
import { issueSessionToken } from '../session-token.ts';
import { handleUserCommand } from '../user-command.ts';
import { userViewOf } from '../user.ts';
import { decideConfirmSuperAdmin } from './decide.ts';

/**
 * POST /api/auth/confirm-super-admin: the link mailed to a listed address, opened by the account
 * signed in with that address, makes it a super admin (UserRolesChanged via 'listed_address',
 * with who and when in its metadata). The code works once, for a day, for that account only, and
 * only while the address is still its address and still listed. A change of roles ends the
 * account's other sessions; this one goes on with the token answered.
 */
export function confirmingSuperAdminRoute(deps: AppDeps, rateLimit: object): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/confirm-super-admin',
      {
        config: { rateLimit },
        onRequest: requireUser(deps),
        schema: {
          tags: ['auth'],
          summary: 'Confirm a listed super-admin address with the code its e-mail carried',
          security: bearerAuth,
          body: OneTimeCodeBody,
          response: { 200: AuthTokenResponse, ...errorResponses(400, 401, 403, 429) },
        },
      },
      async (request) => {
        const user = signedInUser(request);
        const now = deps.clock();
        // A refusal below rolls the transaction back: the code stays usable by its own account.
        const outcome = await deps.pool.transaction(async (tx) => {
          const code = await spendCode(tx, request.body.code, 'super_admin_confirmation', now);
          if (!code) throw new BadRequestError(authMessages.superAdminLinkInvalid);
          if (code.userId !== user.id || code.email !== user.email.toLowerCase())
            throw new ForbiddenError(authMessages.superAdminOtherAccount);
          if (!deps.config.SUPER_ADMIN_EMAILS.includes(code.email)) throw new ForbiddenError(authMessages.superAdminNoLongerListed);
          return handleUserCommand(
            deps,
            user.id,
            (state) => decideConfirmSuperAdmin({ userId: user.id }, state),
            commandContextOf(request, user.id, now),
          );
        });
        if (outcome.state.status !== 'registered') throw new Error(`Confirming ${user.id} left no registered user`);
        const token = await issueSessionToken({ userId: user.id, version: outcome.state.sessionVersion }, deps.config.JWT_SECRET, now);
        return { token, user: userViewOf(outcome.state), position: outcome.position.toString() };
      },
    );
  };
}
