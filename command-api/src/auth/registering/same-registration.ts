import type { CommonQueryMethods } from 'slonik';
import { RuleViolationError } from '../../commands/domain-error.ts';
import { KEY_REUSED_MESSAGE } from '../../commands/handle-command.ts';
import { lockCredentialsOfUser } from '../credentials.ts';
import { verifyPassword } from '../password-hash.ts';

/**
 * A registration sent again with the Idempotency-Key of an account already opened: it is the
 * same request only if it names the same e-mail and username and carries the same password
 * (checked against the account's own argon2 hash: the password itself is never kept). Anything
 * else is 422, so a key never hands out the session of someone else's account. The log's request
 * digest (handle-command.ts) covers the other fields; this covers the password, which the digest
 * leaves out, and accounts opened before requests were compared.
 */
export async function requireSameRegistration(
  tx: CommonQueryMethods,
  userId: string,
  request: { email: string; username: string; password: string },
): Promise<void> {
  const credentials = await lockCredentialsOfUser(tx, userId);
  const same =
    credentials !== null &&
    credentials.email === request.email.toLowerCase() &&
    credentials.username === request.username &&
    credentials.passwordHash !== null &&
    (await verifyPassword(credentials.passwordHash, request.password));
  if (!same) throw new RuleViolationError(KEY_REUSED_MESSAGE);
}
