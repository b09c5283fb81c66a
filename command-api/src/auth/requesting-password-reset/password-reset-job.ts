import { createHash, randomUUID } from 'node:crypto';
import type { Queue } from 'bullmq';
import type { DatabasePool } from 'slonik';
import { z } from 'zod';
import type { EventStore } from '@golf/events';
import { enqueueEmail } from '../../email/enqueue-email.ts';
import type { EmailMessage } from '../../email/email-message.ts';
import { passwordResetEmail } from '../../email/password-reset-email.ts';
import { findCredentialsByEmail } from '../credentials.ts';
import { RESET_TOKEN_LIFETIME_MS, newResetToken, resetLink } from '../reset-token.ts';
import { storeResetToken } from '../reset-token-store.ts';
import { loadUser } from '../user.ts';

/** Name of the BullMQ queue that turns a reset request into a token and its e-mail. */
export const PASSWORD_RESET_QUEUE = 'password-reset';

/**
 * A request for a reset link, as the API queues it for every address, with or without an
 * account: whether there is one is looked up by the worker, so the request takes the same
 * steps (and the same time) either way. `requestKey` names the request (its Idempotency-Key, or
 * the job), so a retried request or a retried job makes one token and one e-mail.
 */
export const PasswordResetJobData = z.object({
  email: z.string().email(),
  linkBase: z.string().url(),
  requestKey: z.string().regex(/^[0-9a-f]{64}$/),
});
export type PasswordResetJobData = z.infer<typeof PasswordResetJobData>;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Queues a reset request; the same Idempotency-Key for the same address queues it once. */
export async function enqueuePasswordReset(
  queue: Queue<PasswordResetJobData>,
  request: { email: string; linkBase: string; idempotencyKey: string | undefined },
): Promise<void> {
  const requestKey = sha256(`${request.idempotencyKey ?? randomUUID()}:${request.email}`);
  await queue.add(
    'request',
    { email: request.email, linkBase: request.linkBase, requestKey },
    {
      jobId: `password-reset-${requestKey}`,
      attempts: 6,
      backoff: { type: 'exponential', delay: 2000 },
      // Kept an hour to catch a retried request; holds no token, only the address.
      removeOnComplete: { age: 60 * 60 },
      removeOnFail: { age: 24 * 60 * 60 },
    },
  );
}

export interface PasswordResetJobDeps {
  pool: DatabasePool;
  store: EventStore;
  email: Queue<EmailMessage>;
}

/**
 * One reset request: nothing for an address without an account; else a one-hour token (only its
 * hash stored) and its e-mail, queued in the token's transaction, so a token exists only with its
 * mail on the way. Answers whether a mail was queued.
 */
export async function processPasswordReset(deps: PasswordResetJobDeps, data: PasswordResetJobData, requestedAt: Date): Promise<boolean> {
  const credentials = await findCredentialsByEmail(deps.pool, data.email);
  if (!credentials) return false;
  const { token, tokenHash } = newResetToken();
  const { state } = await loadUser(deps.store, credentials.userId);
  const firstName = state.status === 'registered' ? state.firstName : null;
  const message = passwordResetEmail(data.email, resetLink(data.linkBase, data.email, token), firstName);
  const expiresAt = new Date(requestedAt.getTime() + RESET_TOKEN_LIFETIME_MS);
  return deps.pool.transaction(async (tx) => {
    const stored = await storeResetToken(tx, { tokenHash, userId: credentials.userId, expiresAt, requestKey: data.requestKey });
    if (stored) await enqueueEmail(deps.email, `password-reset-${data.requestKey}`, message);
    return stored;
  });
}
