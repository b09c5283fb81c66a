import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RequestPasswordResetBody, RequestPasswordResetResponse, authMessages } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { enqueueEmail } from '../../email/enqueue-email.ts';
import { passwordResetEmail } from '../../email/password-reset-email.ts';
import { idempotencyKeyOf } from '../../http/command-context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { findCredentialsByEmail } from '../credentials.ts';
import { RESET_TOKEN_LIFETIME_MS, newResetToken, resetLink } from '../reset-token.ts';
import { storeResetToken } from '../reset-token-store.ts';
import { loadUser } from '../user.ts';
import { linkBaseFor } from '../../http/link-base.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * POST /api/auth/request-password-reset: mails a one-hour, single-use reset link. Answers the
 * same text whether or not the account exists, so it cannot be used to find out who has one.
 */
export function requestingPasswordResetRoute(deps: AppDeps, rateLimit: object): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/request-password-reset',
      {
        config: { rateLimit },
        schema: {
          tags: ['auth'],
          summary: 'E-mail a password reset link',
          body: RequestPasswordResetBody,
          response: { 200: RequestPasswordResetResponse, ...errorResponses(400, 429) },
        },
      },
      async (request) => {
        const email = request.body.email.toLowerCase();
        const key = idempotencyKeyOf(request);
        const credentials = await findCredentialsByEmail(deps.pool, email);
        if (credentials) {
          await deps.queues.ensureReachable();
          const { token, tokenHash } = newResetToken();
          const requestKey = key ? sha256(`${key}:${email}`) : null;
          const expiresAt = new Date(deps.clock().getTime() + RESET_TOKEN_LIFETIME_MS);
          const { state } = await loadUser(deps.store, credentials.userId);
          const firstName = state.status === 'registered' ? state.firstName : null;
          const message = passwordResetEmail(email, resetLink(linkBaseFor(deps.config, request), email, token), firstName);
          // The token is kept only if its e-mail is queued: with Redis away the request answers 503
          // with nothing stored, and the same request sent again (same Idempotency-Key) mails a link.
          await deps.pool.transaction(async (tx) => {
            const stored = await storeResetToken(tx, { tokenHash, userId: credentials.userId, expiresAt, requestKey });
            if (stored) await enqueueEmail(deps.queues.email, `password-reset-${requestKey ?? tokenHash}`, message);
          });
        }
        return { message: authMessages.passwordResetRequested };
      },
    );
  };
}
