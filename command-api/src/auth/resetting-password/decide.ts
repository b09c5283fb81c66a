import { authMessages } from '@golf/contracts';
import type { UserEvent } from '@golf/events';
import { BadRequestError, NotFoundError } from '../../commands/domain-error.ts';
import type { UserState } from '../user.ts';

/** Set a new password with the token of a reset link. */
export interface ResetPassword {
  userId: string;
  /** The link's token exists for this account, is unused and has not expired (looked up before deciding). */
  tokenUsable: boolean;
}

/** Records that the password changed; the new hash itself is kept write-side, never in the log. */
export function decideResetPassword(command: ResetPassword, state: UserState): UserEvent[] {
  if (!command.tokenUsable) throw new BadRequestError(authMessages.invalidResetToken);
  if (state.status !== 'registered') throw new NotFoundError('User not found');
  return [{ type: 'UserPasswordChanged', data: { userId: command.userId, via: 'reset_link' } }];
}
