import type { UserState } from '../user.ts';
import type { SessionClaims } from '../session-token.ts';

/**
 * Whether a session still holds, from the user's stream: `current`; `ended` (signed out, or an
 * earlier version: the password or the roles changed since); `no_account` (no such user); or
 * `ahead`, a version newer than the state knows, which only a fold read before the change can
 * show: read the stream again.
 */
export type SessionStatus = 'current' | 'ended' | 'no_account' | 'ahead';

export function sessionStatusOf(claims: SessionClaims, user: UserState): SessionStatus {
  if (user.status !== 'registered') return 'no_account';
  if (claims.version > user.sessionVersion) return 'ahead';
  if (claims.version < user.sessionVersion) return 'ended';
  return claims.sessionId in user.endedSessions ? 'ended' : 'current';
}
