import { createHash, randomBytes } from 'node:crypto';

/** A reset link works for one hour after it was asked for. */
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/** Only this digest of a reset token is stored, so a leaked table holds no usable token. */
export function resetTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new reset token: 32 random bytes, base64url (43 characters), and its stored hash. */
export function newResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: resetTokenHash(token) };
}

/** The page of the app that reads the token and asks for the new password (`publicUrl` may hold a path). */
export function resetLink(publicUrl: string, email: string, token: string): string {
  const query = new URLSearchParams({ email, token });
  return `${publicUrl.replace(/\/+$/, '')}/reset-password?${query.toString()}`;
}
