import { createHash, randomBytes } from 'node:crypto';
import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';

/** A day: the confirmation e-mail may be read later on. */
export const EMAIL_CONFIRMATION_LIFETIME_MS = 24 * 60 * 60 * 1000;

const StoredConfirmation = z.object({ userId: z.string().uuid(), email: z.string(), expiresAt: z.string(), usedAt: z.string().nullable() });
export type StoredConfirmation = z.infer<typeof StoredConfirmation>;

/** SHA-256 of a code, hex: all that is kept of it. */
export const confirmationCodeHash = (code: string) => createHash('sha256').update(code, 'utf8').digest('hex');

/**
 * Makes the code of a link proving `email` for the account (32 random bytes, base64url) and keeps
 * its hash for a day. Every older open link of the account is spent: only the newest works.
 */
export async function newEmailConfirmation(tx: CommonQueryMethods, record: { userId: string; email: string; now: Date }): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  const now = record.now.toISOString();
  await tx.query(sql.unsafe`UPDATE auth.email_confirmations SET used_at = ${now} WHERE user_id = ${record.userId} AND used_at IS NULL`);
  await tx.query(sql.unsafe`
    INSERT INTO auth.email_confirmations (code_hash, user_id, email, expires_at)
    VALUES (${confirmationCodeHash(code)}, ${record.userId}, ${record.email.toLowerCase()},
            ${new Date(record.now.getTime() + EMAIL_CONFIRMATION_LIFETIME_MS).toISOString()})
  `);
  return code;
}

/**
 * Spends the code, if it still works (unspent, unexpired): row-locked, so two uses at once cannot
 * both succeed. The spending commits with the caller's transaction: a refusal after it (thrown)
 * leaves the code usable. Null when the code does not work.
 */
export async function spendEmailConfirmation(tx: CommonQueryMethods, code: string, now: Date): Promise<StoredConfirmation | null> {
  const found = await tx.maybeOne(sql.type(StoredConfirmation)`
    SELECT user_id AS "userId", email, expires_at AS "expiresAt", used_at AS "usedAt"
    FROM auth.email_confirmations WHERE code_hash = ${confirmationCodeHash(code)} FOR UPDATE
  `);
  if (!found || found.usedAt !== null || Date.parse(found.expiresAt) <= now.getTime()) return null;
  await tx.query(
    sql.unsafe`UPDATE auth.email_confirmations SET used_at = ${now.toISOString()} WHERE code_hash = ${confirmationCodeHash(code)}`,
  );
  return found;
}
