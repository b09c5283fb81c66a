import { authMessages } from '@golf/contracts';
import type { UserEvent } from '@golf/events';
import { UnauthorizedError } from '../../commands/domain-error.ts';
import type { UserState } from '../user.ts';

/** The user of an account a super admin created replaces its temporary password with their own. */
export interface ChoosePassword {
  userId: string;
}

/**
 * Records that the temporary password was replaced. Refused (as a failed sign-in) when the
 * account has no temporary password to replace: that path is not a way around a reset link.
 */
export function decideChoosePassword(command: ChoosePassword, state: UserState): UserEvent[] {
  if (state.status !== 'registered' || !state.mustChangePassword) throw new UnauthorizedError(authMessages.invalidCredentials);
  return [{ type: 'UserPasswordChanged', data: { userId: command.userId, via: 'first_sign_in' } }];
}
