import type { UserEvent } from '@golf/events';
import { NotFoundError } from '../../commands/domain-error.ts';
import type { UserState } from '../user.ts';

/** End one session of the user: the one whose token was sent. */
export interface SignOut {
  userId: string;
  sessionId: string;
  /** When the session's token expires (ISO-8601): after that it need not be remembered. */
  expiresAt: string;
}

/** Records the sign-out; a session already signed out records nothing again. */
export function decideSignOut(command: SignOut, state: UserState): UserEvent[] {
  if (state.status !== 'registered') throw new NotFoundError('User not found');
  if (command.sessionId in state.endedSessions) return [];
  return [{ type: 'UserSignedOut', data: { userId: command.userId, sessionId: command.sessionId, expiresAt: command.expiresAt } }];
}
