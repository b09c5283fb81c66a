import type { FastifyRequest } from 'fastify';
import type { CommonQueryMethods } from 'slonik';
import type { AppDeps } from '../../app-deps.ts';
import { emailConfirmationEmail } from '../../email/email-confirmation-email.ts';
import { enqueueEmail } from '../../email/enqueue-email.ts';
import { linkBaseFor } from '../../http/link-base.ts';
import { confirmationCodeHash, newEmailConfirmation } from './email-confirmation-codes.ts';

/** The app's page that confirms the address with the signed-in account (`publicUrl` may hold a path). */
export function emailConfirmationLink(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/confirm-email?${new URLSearchParams({ code }).toString()}`;
}

/**
 * Mails `email` a link proving the account holds it, in the caller's transaction: the code is kept
 * (its hash) only if the mail is queued, and older links of the account stop working. Call
 * `deps.queues.ensureReachable()` first.
 */
export async function sendEmailConfirmation(
  deps: Pick<AppDeps, 'config' | 'queues' | 'clock'>,
  tx: CommonQueryMethods,
  request: FastifyRequest,
  account: { userId: string; email: string; firstName: string; reason: 'change' | 'own' },
): Promise<void> {
  const code = await newEmailConfirmation(tx, { userId: account.userId, email: account.email, now: deps.clock() });
  const link = emailConfirmationLink(linkBaseFor(deps.config, request), code);
  await enqueueEmail(
    deps.queues.email,
    // One job per link: a new link is a new mail; the code's hash names it, never the code.
    `email-confirmation-${account.userId}-${confirmationCodeHash(code).slice(0, 16)}`,
    emailConfirmationEmail(account.email, link, account.firstName, account.reason),
  );
}
