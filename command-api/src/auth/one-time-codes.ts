import { createHash, randomBytes } from 'node:crypto';
import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';

/** What a one-time code is for: a sign-in link, or proving a listed super admin's address. */
export type CodePurpose = 'sign_in' | 'super_admin_confirmation';

/** How long each kind of code works after it is made. */
export const CODE_LIFETIME_MS: Record<CodePurpose, number> = {
  // Minutes: a sign-in link is made to be opened now, on the phone beside the one that made it.
  sign_in: 5 * 60 * 1000,
  // A day: the confirmation e-mail may be read later on.
  super_admin_confirmation: 24 * 60 * 60 * 1000,
};

const StoredCode = z.object({
  userId: z.string().uuid(),
  email: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
  /** The session that made a sign-in link's code (decision 0721); null for other purposes. */
  sessionId: z.string().uuid().nullable(),
  sessionVersion: z.number().int().nullable(),
});
export type StoredCode = z.infer<typeof StoredCode>;

const hashOf = (code: string) => createHash('sha256').update(code, 'utf8').digest('hex');

/** A code a link can carry: 32 random bytes, base64url (43 characters). */
export function newOneTimeCode(): string {
  return randomBytes(32).toString('base64url');
}

/** Keeps the hash of `code` for `purpose`, working for its lifetime from `now`. */
export async function storeOneTimeCode(
  db: CommonQueryMethods,
  code: string,
  record: { purpose: CodePurpose; userId: string; email: string; now: Date; session?: { sessionId: string; version: number } },
): Promise<Date> {
  const expiresAt = new Date(record.now.getTime() + CODE_LIFETIME_MS[record.purpose]);
  await db.query(sql.unsafe`
    INSERT INTO auth.one_time_codes (code_hash, purpose, user_id, email, expires_at, session_id, session_version)
    VALUES (${hashOf(code)}, ${record.purpose}, ${record.userId}, ${record.email.toLowerCase()}, ${expiresAt.toISOString()},
      ${record.session?.sessionId ?? null}, ${record.session?.version ?? null})
  `);
  return expiresAt;
}

const usable = (code: StoredCode | null, now: Date) =>
  code && code.usedAt === null && Date.parse(code.expiresAt) > now.getTime() ? code : null;

/** The code's record while it still works (unspent, unexpired), without spending it; null otherwise. */
export async function usableCode(db: CommonQueryMethods, code: string, purpose: CodePurpose, now: Date): Promise<StoredCode | null> {
  const found = await db.maybeOne(sql.type(StoredCode)`
    SELECT user_id AS "userId", email, expires_at AS "expiresAt", used_at AS "usedAt",
      session_id AS "sessionId", session_version AS "sessionVersion"
    FROM auth.one_time_codes WHERE code_hash = ${hashOf(code)} AND purpose = ${purpose}
  `);
  return usable(found, now);
}

/**
 * Spends the code, if it still works: row-locked, so two uses at once cannot both succeed. The
 * spending commits with the caller's transaction: a refusal after it (thrown) leaves the code
 * usable. Null when the code does not work.
 */
export async function spendCode(tx: CommonQueryMethods, code: string, purpose: CodePurpose, now: Date): Promise<StoredCode | null> {
  const found = usable(
    await tx.maybeOne(sql.type(StoredCode)`
      SELECT user_id AS "userId", email, expires_at AS "expiresAt", used_at AS "usedAt",
        session_id AS "sessionId", session_version AS "sessionVersion"
      FROM auth.one_time_codes WHERE code_hash = ${hashOf(code)} AND purpose = ${purpose} FOR UPDATE
    `),
    now,
  );
  if (found) await tx.query(sql.unsafe`UPDATE auth.one_time_codes SET used_at = ${now.toISOString()} WHERE code_hash = ${hashOf(code)}`);
  return found;
}
