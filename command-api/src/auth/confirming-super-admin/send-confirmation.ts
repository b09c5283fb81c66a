import type { FastifyRequest } from 'fastify';
import type { CommonQueryMethods } from 'slonik';
import type { AppDeps } from '../../app-deps.ts';
import { enqueueEmail } from '../../email/enqueue-email.ts';
import { superAdminConfirmationEmail } from '../../email/super-admin-confirmation-email.ts';
import { linkBaseFor } from '../../http/link-base.ts';
import { newOneTimeCode, storeOneTimeCode } from '../one-time-codes.ts';

/** The page of the app that asks the signed-in account to confirm (`publicUrl` may hold a path). */
export function confirmationLink(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/confirm-super-admin?${new URLSearchParams({ code }).toString()}`;
}

/**
 * Mails the account at a listed address its confirmation link, in the caller's transaction: the
 * code is kept (its hash) only if the mail is queued. Call `deps.queues.ensureReachable()` first.
 */
export async function sendSuperAdminConfirmation(
  deps: Pick<AppDeps, 'config' | 'queues' | 'clock'>,
  tx: CommonQueryMethods,
  request: FastifyRequest,
  account: { userId: string; email: string; firstName: string },
): Promise<void> {
  const code = newOneTimeCode();
  await storeOneTimeCode(tx, code, {
    purpose: 'super_admin_confirmation',
    userId: account.userId,
    email: account.email,
    now: deps.clock(),
  });
  const link = confirmationLink(linkBaseFor(deps.config, request), code);
  await enqueueEmail(
    deps.queues.email,
    `super-admin-confirmation-${account.userId}`,
    superAdminConfirmationEmail(account.email, link, account.firstName),
  );
}
