import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authMessages, OneTimeCodeBody, RequestPasswordResetResponse as MessageResponse, UpdateProfileResponse } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { BadRequestError, ConflictError, ForbiddenError } from '../../commands/domain-error.ts';
import { requireUser, signedInUser } from '../../http/auth-guard.ts';
import { commandContextOf } from '../../http/command-context.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { updateCredentialIdentity } from '../credentials.ts';
import { handleUserCommand } from '../user-command.ts';
import { userViewOf } from '../user.ts';
import { decideConfirmEmail } from './decide.ts';
import { spendEmailConfirmation } from './email-confirmation-codes.ts';
import { sendEmailConfirmation } from './send-email-confirmation.ts';

/**
 * POST /api/auth/confirm-email: the link mailed to an address, opened by the account that asked
 * for it, signed in: the address becomes the account's, proved (UserEmailConfirmed), and the
 * e-mail shares nobody holds yet open for it. The code works once, for a day, for that account
 * only (a mailbox's owner who opens someone else's link proves nothing for them). A new address
 * is reserved now: 409 when another account took it meanwhile.
 *
 * POST /api/auth/email-confirmation: mails a new link to the address waiting for confirmation
 * (the one asked for, else the account's own while unproved); the older links stop working.
 */
export function confirmingEmailRoutes(deps: AppDeps, rateLimit: object): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/confirm-email',
      {
        config: { rateLimit },
        onRequest: requireUser(deps),
        schema: {
          tags: ['auth'],
          summary: 'Confirm an e-mail address with the code its link carried (signed in as the account that asked)',
          security: bearerAuth,
          body: OneTimeCodeBody,
          response: { 200: UpdateProfileResponse, ...errorResponses(400, 401, 403, 409, 429) },
        },
      },
      async (request) => {
        const userId = signedInUser(request).id;
        const now = deps.clock();
        // A refusal below rolls the transaction back: the code stays usable by its own account.
        const outcome = await deps.pool.transaction(async (tx) => {
          const code = await spendEmailConfirmation(tx, request.body.code, now);
          if (!code) throw new BadRequestError(authMessages.emailConfirmLinkInvalid);
          if (code.userId !== userId) throw new ForbiddenError(authMessages.emailConfirmOtherAccount);
          await updateCredentialIdentity(tx, userId, { email: code.email });
          return handleUserCommand(
            deps,
            userId,
            (state) => decideConfirmEmail({ userId, email: code.email, via: 'confirmation_link' }, state),
            commandContextOf(request, userId, now),
          );
        });
        if (outcome.state.status !== 'registered') throw new Error(`Confirming ${userId}'s address left no registered user`);
        return { user: userViewOf(outcome.state), position: outcome.position.toString() };
      },
    );

    app.post(
      '/email-confirmation',
      {
        config: { rateLimit },
        onRequest: requireUser(deps),
        schema: {
          tags: ['auth'],
          summary: 'Mail a new confirmation link to the address waiting for one',
          security: bearerAuth,
          response: { 202: MessageResponse, ...errorResponses(401, 409, 429) },
        },
      },
      async (request, reply) => {
        const user = signedInUser(request);
        const email = user.pendingEmail ?? (user.emailConfirmed ? null : user.email);
        if (!email) throw new ConflictError(authMessages.emailAlreadyConfirmed);
        await deps.queues.ensureReachable();
        await deps.pool.transaction((tx) =>
          sendEmailConfirmation(deps, tx, request, {
            userId: user.id,
            email,
            firstName: user.firstName ?? user.username,
            reason: user.pendingEmail ? 'change' : 'own',
          }),
        );
        return reply.status(202).send({ message: authMessages.emailConfirmationSent(email) });
      },
    );
  };
}
