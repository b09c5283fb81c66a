import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';

/** A stored reset token (auth.reset_tokens), found by the hash of the token a link carried. */
export const StoredResetToken = z.object({
  userId: z.string().uuid(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
});
export type StoredResetToken = z.infer<typeof StoredResetToken>;

/**
 * Stores a new token's hash. With a `requestKey` (from an Idempotency-Key) a second request with
 * the same key stores nothing and answers false, so a retried request sends no second e-mail.
 */
export async function storeResetToken(
  db: CommonQueryMethods,
  token: { tokenHash: string; userId: string; expiresAt: Date; requestKey: string | null },
): Promise<boolean> {
  const inserted = await db.maybeOneFirst(
    sql.type(z.object({ tokenHash: z.string() }))`
      INSERT INTO auth.reset_tokens (token_hash, user_id, expires_at, request_key)
      VALUES (${token.tokenHash}, ${token.userId}, ${token.expiresAt.toISOString()}, ${token.requestKey})
      ON CONFLICT (request_key) DO NOTHING
      RETURNING token_hash AS "tokenHash"
    `,
  );
  return inserted !== null;
}

/**
 * The token with this hash issued for the account of `email`, row-locked until the transaction
 * ends so two uses of one token cannot both succeed. Null when there is none.
 */
export async function lockResetToken(tx: CommonQueryMethods, tokenHash: string, email: string): Promise<StoredResetToken | null> {
  return tx.maybeOne(
    sql.type(StoredResetToken)`
      SELECT t.user_id AS "userId", t.expires_at AS "expiresAt", t.used_at AS "usedAt"
      FROM auth.reset_tokens t JOIN auth.credentials c ON c.user_id = t.user_id
      WHERE t.token_hash = ${tokenHash} AND c.email = ${email.trim().toLowerCase()}
      FOR UPDATE OF t
    `,
  );
}

/** True when the token is unused and `now` is before its expiry. */
export function isResetTokenUsable(token: StoredResetToken, now: Date): boolean {
  return token.usedAt === null && Date.parse(token.expiresAt) > now.getTime();
}

/** Spends every open token of the user: once the password is reset, older links stop working too. */
export async function spendResetTokens(tx: CommonQueryMethods, userId: string, now: Date): Promise<void> {
  await tx.query(sql.unsafe`UPDATE auth.reset_tokens SET used_at = ${now.toISOString()} WHERE user_id = ${userId} AND used_at IS NULL`);
}
