import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authMessages, UpdateProfileBody, UpdateProfileResponse } from '@golf/contracts';
import { handleUserCommand } from '../user-command.ts';
import type { AppDeps } from '../../app-deps.ts';
import { ConflictError } from '../../commands/domain-error.ts';
import { emailChangeNoticeEmail } from '../../email/email-confirmation-email.ts';
import { enqueueEmail } from '../../email/enqueue-email.ts';
import { requireUser, signedInUser } from '../../http/auth-guard.ts';
import { commandContextOf } from '../../http/command-context.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { findCredentialsByEmail, lockCredentialsOfUser, updateCredentialIdentity } from '../credentials.ts';
import { sendEmailConfirmation } from '../confirming-email/send-email-confirmation.ts';
import { verifyPassword } from '../password-hash.ts';
import { userViewOf } from '../user.ts';
import { decideUpdateProfile, type ProfileChanges } from './decide.ts';

/**
 * PATCH /api/auth/profile: change some of one's own profile fields. A new e-mail address needs the
 * current password; it is only asked for: a link goes to it, the old address is told, and the
 * account keeps signing in with the old one until the link is opened (confirming-email/). Rate
 * limited like the other routes that check a password.
 */
export function updatingProfileRoute(deps: AppDeps, rateLimit: object): FastifyPluginAsyncZod {
  return async (app) => {
    app.patch(
      '/profile',
      {
        config: { rateLimit },
        onRequest: requireUser(deps),
        schema: {
          tags: ['auth'],
          summary: 'Update the signed-in user’s profile (only the fields sent); a new e-mail needs the current password and a confirmation',
          security: bearerAuth,
          body: UpdateProfileBody,
          response: { 200: UpdateProfileResponse, ...errorResponses(400, 401, 404, 409, 429) },
        },
      },
      async (request) => {
        const user = signedInUser(request);
        const userId = user.id;
        const { currentPassword: given, ...body } = request.body;
        const changes: ProfileChanges = { ...body, email: body.email?.toLowerCase() };
        const newEmail = changes.email !== undefined && changes.email !== user.email ? changes.email : null;
        let currentPassword: 'absent' | 'valid' | 'wrong' = 'absent';
        if (newEmail) {
          if (given !== undefined) {
            const hash = (await findCredentialsByEmail(deps.pool, user.email))?.passwordHash ?? null;
            currentPassword = hash && (await verifyPassword(hash, given)) ? 'valid' : 'wrong';
          }
          // Only an account that proved its password learns that an address is taken (decision 0732).
          if (currentPassword === 'valid') {
            const holder = await findCredentialsByEmail(deps.pool, newEmail);
            if (holder && holder.userId !== userId) throw new ConflictError(authMessages.emailTaken);
            await deps.queues.ensureReachable();
          }
        }
        const outcome = await deps.pool.transaction(async (tx) => {
          // A new username is reserved first (409 when taken) and committed only with the event.
          await updateCredentialIdentity(tx, userId, { username: changes.username });
          if (newEmail) await lockCredentialsOfUser(tx, userId);
          const updated = await handleUserCommand(
            deps,
            userId,
            (state) => decideUpdateProfile({ userId, changes, by: { kind: 'owner', currentPassword } }, state),
            commandContextOf(request, userId, deps.clock()),
          );
          if (newEmail && !updated.replayed && updated.state.status === 'registered') {
            const { firstName, email: oldEmail } = updated.state;
            await sendEmailConfirmation(deps, tx, request, { userId, email: newEmail, firstName, reason: 'change' });
            await enqueueEmail(
              deps.queues.email,
              `email-change-notice-${userId}-${updated.position.toString()}`,
              emailChangeNoticeEmail(oldEmail, newEmail, firstName),
            );
          }
          return updated;
        });
        if (outcome.state.status !== 'registered') throw new Error(`Profile update left user ${userId} unregistered`);
        return { user: userViewOf(outcome.state), position: outcome.position.toString() };
      },
    );
  };
}
