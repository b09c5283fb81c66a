import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RequestPasswordResetBody, RequestPasswordResetResponse, authMessages } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { idempotencyKeyOf } from '../../http/command-context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { linkBaseFor } from '../../http/link-base.ts';
import { enqueuePasswordReset } from './password-reset-job.ts';

/**
 * POST /api/auth/request-password-reset: mails a one-hour, single-use reset link. Every address
 * takes the same steps here (Redis checked, one job queued) and gets the same answer; whether it
 * has an account is looked up by the worker (password-reset-job.ts), so neither the answer nor
 * its time tells who has one. With Redis away it is 503 for every address alike.
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
        const email = request.body.email.trim().toLowerCase();
        const idempotencyKey = idempotencyKeyOf(request);
        await deps.queues.ensureReachable();
        await enqueuePasswordReset(deps.queues.passwordReset, { email, linkBase: linkBaseFor(deps.config, request), idempotencyKey });
        return { message: authMessages.passwordResetRequested };
      },
    );
  };
}
