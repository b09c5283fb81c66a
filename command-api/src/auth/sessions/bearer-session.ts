import { authMessages, type UserView } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { findUserView } from '../find-user.ts';
import { readSessionToken, type SessionClaims } from '../session-token.ts';

/**
 * Who a bearer token signs in: `user` (a session that still holds, of an account that exists);
 * `ended` (a session token expired, signed out, or ended by a password or role change; `message`
 * says which, for the 401); `none` (no session token: none at all, a spectator's, or not ours).
 */
export type BearerSession = { kind: 'user'; user: UserView; claims: SessionClaims } | { kind: 'ended'; message: string } | { kind: 'none' };

export async function bearerSessionOf(
  deps: Pick<AppDeps, 'config' | 'pool' | 'store' | 'clock' | 'sessions'>,
  token: string | null,
): Promise<BearerSession> {
  if (!token) return { kind: 'none' };
  const reading = await readSessionToken(token, deps.config.JWT_SECRET, deps.clock());
  if (reading.kind === 'expired') return { kind: 'ended', message: authMessages.sessionExpired };
  if (reading.kind === 'not_a_session') return { kind: 'none' };
  const { status, user: folded } = await deps.sessions.check(reading.claims);
  if (status === 'ended') return { kind: 'ended', message: authMessages.sessionEnded };
  if (status !== 'current') return { kind: 'none' };
  const user = await findUserView(deps, reading.claims.userId, folded);
  return user ? { kind: 'user', user, claims: reading.claims } : { kind: 'none' };
}
