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

/** The user id of a valid, unexpired sign-in token signed with `secret`; null for anything else (a spectator's token included). */
export async function readSessionToken(token: string, secret: string, now: Date = new Date()): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [ALGORITHM], currentDate: now });
    if (payload.scope !== undefined) return null;
    return typeof payload.sub === 'string' && payload.sub !== '' ? payload.sub : null;
  } catch {
    return null;
  }
}

/** How long a spectator's token lasts: a tournament weekend and then some. */
export const GUEST_TOKEN_LIFETIME_SECONDS = 14 * 24 * 60 * 60;

const GUEST_SCOPE = 'game-viewer';

/** What a spectator without an account holds: read access to one game while its view code is the one they entered. */
export interface GuestPass {
  gameId: string;
  viewCode: string;
}

/** A signed JWT for a spectator: scope game-viewer, the game and the view code it was issued for. */
export async function issueGuestToken(pass: GuestPass, secret: string, now: Date = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ scope: GUEST_SCOPE, gid: pass.gameId, vc: pass.viewCode })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(`guest:${pass.gameId}`)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + GUEST_TOKEN_LIFETIME_SECONDS)
    .sign(keyOf(secret));
}

/** The pass of a valid spectator token; null for anything else (a sign-in token included). */
export async function readGuestToken(token: string, secret: string, now: Date = new Date()): Promise<GuestPass | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [ALGORITHM], currentDate: now });
    if (payload.scope !== GUEST_SCOPE || typeof payload.gid !== 'string' || typeof payload.vc !== 'string') return null;
    return { gameId: payload.gid, viewCode: payload.vc };
  } catch {
    return null;
  }
}
