import { randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';
import { VerifiedSessionTokens } from './verified-session-tokens.ts';

/** How long a sign-in lasts. */
export const SESSION_TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

const ALGORITHM = 'HS256';

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/**
 * One sign-in: the user, the session's own id (what sign-out ends), the user's session version
 * when it began (a password or role change moves it on and ends every earlier session), and
 * when its token expires (ISO-8601).
 */
export interface SessionClaims {
  userId: string;
  sessionId: string;
  version: number;
  expiresAt: string;
}

/** What a bearer token says: a session's claims, a session token past its time, or no session token at all. */
export type SessionTokenReading = { kind: 'session'; claims: SessionClaims } | { kind: 'expired' } | { kind: 'not_a_session' };

/**
 * A signed JWT (HS256) for a new session of `userId` at `version`: subject the user id, `sid` a
 * fresh session id, `sv` the version, valid for 7 days from `now`.
 */
export async function issueSessionToken(
  session: { userId: string; version: number },
  secret: string,
  now: Date = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: randomUUID(), sv: session.version })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(session.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SESSION_TOKEN_LIFETIME_SECONDS)
    .sign(keyOf(secret));
}

const isSessionPayload = (payload: JWTPayload) => payload.scope === undefined;

/** Session tokens this process checked already (verified-session-tokens.ts). */
const verified = new VerifiedSessionTokens<SessionClaims>();

/**
 * Reads a bearer token signed with `secret`. A spectator's token, a garbled one or one signed
 * otherwise is `not_a_session`. A session token past its expiry is `expired`, and so is one
 * without a session id and version (issued before sessions could be ended): its holder signs in again.
 */
export async function readSessionToken(token: string, secret: string, now: Date = new Date()): Promise<SessionTokenReading> {
  const known = verified.read(token, secret, now);
  if (known === 'expired') return { kind: 'expired' };
  if (known) return { kind: 'session', claims: known };
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [ALGORITHM], currentDate: now });
    if (!isSessionPayload(payload) || typeof payload.sub !== 'string' || payload.sub === '') return { kind: 'not_a_session' };
    const { sid, sv, exp } = payload;
    if (typeof sid !== 'string' || typeof sv !== 'number' || typeof exp !== 'number') return { kind: 'expired' };
    const claims = { userId: payload.sub, sessionId: sid, version: sv, expiresAt: new Date(exp * 1000).toISOString() };
    verified.keep(token, secret, claims, exp);
    return { kind: 'session', claims };
  } catch (error) {
    // jose checks the signature before the claims: an expired token was one of ours.
    if (error instanceof errors.JWTExpired && isSessionPayload(error.payload)) return { kind: 'expired' };
    return { kind: 'not_a_session' };
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
