import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthTokenResponse, RegisterBody } from '@golf/contracts';
import { handleUserCommand } from '../user-command.ts';
import type { AppDeps } from '../../app-deps.ts';
import { derivedUuid } from '../../commands/derived-uuid.ts';
import { commandContextOf, idempotencyKeyOf } from '../../http/command-context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { reserveCredentials } from '../credentials.ts';
import { requireSameRegistration } from './same-registration.ts';
import { hasWaitingEmailShare } from '@golf/read-db';
import { sendEmailConfirmation } from '../confirming-email/send-email-confirmation.ts';
import { sendSuperAdminConfirmation } from '../confirming-super-admin/send-confirmation.ts';
import { hashPassword } from '../password-hash.ts';
import { issueSessionToken } from '../session-token.ts';
import { userViewOf } from '../user.ts';
import { decideRegister } from './decide.ts';

/** POST /api/auth/register: create a local account and sign it in. */
export function registeringRoute(deps: AppDeps, rateLimit: object): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/register',
      {
        config: { rateLimit },
        schema: {
          tags: ['auth'],
          summary: 'Create an account (e-mail and password) and sign in',
          body: RegisterBody,
          response: { 201: AuthTokenResponse, ...errorResponses(400, 409, 429) },
        },
      },
      async (request, reply) => {
        const body = request.body;
        const email = body.email.toLowerCase();
        const key = idempotencyKeyOf(request);
        // With an Idempotency-Key the id is derived from it, so a retried registration finds its first run.
        const userId = key ? derivedUuid(`register:${key}`) : randomUUID();
        const now = deps.clock();
        const passwordHash = await hashPassword(body.password);
        const command = {
          userId,
          username: body.username,
          email,
          firstName: body.firstName,
          lastName: body.lastName,
          handicap: body.handicap,
        };
        // A listed super-admin address is mailed a link that grants the role once opened (nothing before).
        const listed = deps.config.SUPER_ADMIN_EMAILS.includes(email);
        // Games shared with the address before the account existed wait until it is proved: a link is mailed to it (decision 0730).
        const sharesWait = !listed && (await hasWaitingEmailShare(deps.pool, email));
        if (listed || sharesWait) await deps.queues.ensureReachable();
        // The reservation of e-mail and username commits only if the events were appended.
        const outcome = await deps.pool.transaction(async (tx) => {
          await reserveCredentials(tx, { userId, email, username: body.username, passwordHash });
          const registered = await handleUserCommand(
            deps,
            userId,
            (state) => decideRegister(command, state),
            commandContextOf(request, userId, now),
          );
          // A retry gets the account's session only when it is the first request again, password included.
          if (registered.replayed) await requireSameRegistration(tx, userId, { email, username: body.username, password: body.password });
          else if (listed) await sendSuperAdminConfirmation(deps, tx, request, { userId, email, firstName: body.firstName });
          else if (sharesWait) await sendEmailConfirmation(deps, tx, request, { userId, email, firstName: body.firstName, reason: 'own' });
          return registered;
        });
        if (outcome.state.status !== 'registered') throw new Error(`Registration of ${userId} left no registered user`);
        const token = await issueSessionToken({ userId, version: outcome.state.sessionVersion }, deps.config.JWT_SECRET, now);
        return reply.status(201).send({ token, user: userViewOf(outcome.state), position: outcome.position.toString() });
      },
    );
  };
}
