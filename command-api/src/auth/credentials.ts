import { sql, UniqueIntegrityConstraintViolationError, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { authMessages } from '@golf/contracts';
import { ConflictError } from '../commands/domain-error.ts';

/** The write-side record of an account (auth.credentials): its reserved e-mail and username, and its password hash. */
export const Credentials = z.object({
  userId: z.string().uuid(),
  email: z.string(),
  username: z.string(),
  passwordHash: z.string().nullable(),
});
export type Credentials = z.infer<typeof Credentials>;

const columns = sql.fragment`user_id AS "userId", email, username, password_hash AS "passwordHash"`;

/** Turns a unique-index violation on e-mail or username into the 409 the user sees. */
function asTakenError(error: unknown): unknown {
  if (!(error instanceof UniqueIntegrityConstraintViolationError)) return error;
  if (error.constraint === 'credentials_email_key') return new ConflictError(authMessages.emailTaken);
  if (error.constraint === 'credentials_username_key') return new ConflictError(authMessages.usernameTaken);
  return error;
}

/**
 * Reserves the e-mail and username of a new account. The unique indexes make this safe under
 * concurrent registrations: the second one waits for the first transaction, then gets a 409.
 * A row with the same user id already there means a retried registration: nothing changes.
 */
export async function reserveCredentials(tx: CommonQueryMethods, credentials: Credentials): Promise<void> {
  try {
    await tx.query(sql.unsafe`
      INSERT INTO auth.credentials (user_id, email, username, password_hash)
      VALUES (${credentials.userId}, ${credentials.email.toLowerCase()}, ${credentials.username}, ${credentials.passwordHash})
      ON CONFLICT (user_id) DO NOTHING
    `);
  } catch (error) {
    throw asTakenError(error);
  }
}

export async function findCredentialsByEmail(db: CommonQueryMethods, email: string): Promise<Credentials | null> {
  return db.maybeOne(sql.type(Credentials)`SELECT ${columns} FROM auth.credentials WHERE email = ${email.trim().toLowerCase()}`);
}

/** The credentials of `email`, row-locked until the transaction ends; null when there is no such account. */
export async function lockCredentials(tx: CommonQueryMethods, email: string): Promise<Credentials | null> {
  return tx.maybeOne(sql.type(Credentials)`SELECT ${columns} FROM auth.credentials WHERE email = ${email.trim().toLowerCase()} FOR UPDATE`);
}

/** The credentials of the account `userId`, row-locked until the transaction ends; null when there is none. */
export async function lockCredentialsOfUser(tx: CommonQueryMethods, userId: string): Promise<Credentials | null> {
  return tx.maybeOne(sql.type(Credentials)`SELECT ${columns} FROM auth.credentials WHERE user_id = ${userId} FOR UPDATE`);
}

/** Moves the account's reservation to a new e-mail and/or username; 409 when another account holds it. */
export async function updateCredentialIdentity(
  tx: CommonQueryMethods,
  userId: string,
  identity: { email?: string | undefined; username?: string | undefined },
): Promise<void> {
  if (identity.email === undefined && identity.username === undefined) return;
  try {
    await tx.query(sql.unsafe`
      UPDATE auth.credentials SET
        email = coalesce(${identity.email?.toLowerCase() ?? null}::text, email),
        username = coalesce(${identity.username ?? null}::text, username),
        updated_at = now()
      WHERE user_id = ${userId}
    `);
  } catch (error) {
    throw asTakenError(error);
  }
}

export async function setPasswordHash(tx: CommonQueryMethods, userId: string, passwordHash: string): Promise<void> {
  await tx.query(sql.unsafe`UPDATE auth.credentials SET password_hash = ${passwordHash}, updated_at = now() WHERE user_id = ${userId}`);
}
