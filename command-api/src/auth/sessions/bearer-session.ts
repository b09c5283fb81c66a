import { authMessages, type UserView } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { userViewOf } from '../user.ts';
import { readSessionToken, type SessionClaims } from '../session-token.ts';

/**
 * Who a bearer token signs in: `user` (a session that still holds, of an account that exists);
 * `ended` (a session token expired, signed out, or ended by a password or role change; `message`
 * says which, for the 401); `none` (no session token: none at all, a spectator's, or not ours).
 */
export type BearerSession = { kind: 'user'; user: UserView; claims: SessionClaims } | { kind: 'ended'; message: string } | { kind: 'none' };

export async function bearerSessionOf(deps: Pick<AppDeps, 'config' | 'clock' | 'sessions'>, token: string | null): Promise<BearerSession> {
  if (!token) return { kind: 'none' };
  const reading = await readSessionToken(token, deps.config.JWT_SECRET, deps.clock());
  if (reading.kind === 'expired') return { kind: 'ended', message: authMessages.sessionExpired };
  if (reading.kind === 'not_a_session') return { kind: 'none' };
  return sessionOfClaims(deps, reading.claims);
}

/**
 * The session `claims` name (from a session token, or a live ticket issued for one), if it still
 * holds. It is checked against the user's own stream, folded; the caller is that same fold, so a
 * signed-in request reads no read table to know who is calling.
 */
export async function sessionOfClaims(deps: Pick<AppDeps, 'sessions'>, claims: SessionClaims): Promise<BearerSession> {
  const { status, user } = await deps.sessions.check(claims);
  if (status === 'ended') return { kind: 'ended', message: authMessages.sessionEnded };
  if (status !== 'current' || user.status !== 'registered') return { kind: 'none' };
  return { kind: 'user', user: userViewOf(user), claims };
}
