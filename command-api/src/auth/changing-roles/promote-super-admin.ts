import { randomUUID } from 'node:crypto';
import type { DatabasePool } from 'slonik';
import type { EventStore } from '@golf/events';
import { NotFoundError } from '../../commands/domain-error.ts';
import { findCredentialsByEmail } from '../credentials.ts';
import { handleUser, userStream } from '../user.ts';
import { decideChangeRoles } from './decide.ts';

export interface PromotionResult {
  userId: string;
  /** False when the account already was a super admin (nothing was recorded). */
  changed: boolean;
  position: bigint;
}

/** Makes the account with `email` a super admin: how the first one is made on a running system. */
export async function promoteSuperAdmin(
  deps: { store: EventStore; pool: DatabasePool },
  email: string,
  now: Date,
  client = 'cli',
): Promise<PromotionResult> {
  const credentials = await findCredentialsByEmail(deps.pool, email);
  if (!credentials) throw new NotFoundError(`No account has the e-mail ${email.trim().toLowerCase()}`);
  const { userId } = credentials;
  const outcome = await handleUser(deps.store, userStream(userId), (state) => decideChangeRoles({ userId, isSuperAdmin: true }, state), {
    context: { userId: null, correlationId: randomUUID(), occurredAt: now.toISOString(), client },
  });
  return { userId, changed: outcome.appended.length > 0, position: outcome.position };
}
