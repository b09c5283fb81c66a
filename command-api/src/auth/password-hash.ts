import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords are stored as argon2id PHC strings ("$argon2id$v=19$m=…"). argon2id is the
 * library's default algorithm; the cost parameters are its defaults (19 MiB, 2 passes, 1 lane),
 * the OWASP minimum, which keeps a login around 20–50 ms.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** True when `password` matches `passwordHash`; false for a wrong password or an unreadable hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification for an e-mail that has no account, so the answer time of a
 * failed login does not tell whether the account exists.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hash('decoy password that matches nothing');
  await verifyPassword(await decoyHash, password);
  return false;
}
