import { SignJWT, jwtVerify } from 'jose';

/** How long a sign-in lasts. */
export const SESSION_TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

const ALGORITHM = 'HS256';

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** A signed JWT (HS256) whose subject is the user's id, valid for 7 days from `now`. */
export async function issueSessionToken(userId: string, secret: string, now: Date = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SESSION_TOKEN_LIFETIME_SECONDS)
    .sign(keyOf(secret));
}

/** The user id of a valid, unexpired token signed with `secret`; null for anything else. */
export async function readSessionToken(token: string, secret: string, now: Date = new Date()): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [ALGORITHM], currentDate: now });
    return typeof payload.sub === 'string' && payload.sub !== '' ? payload.sub : null;
  } catch {
    return null;
  }
}
