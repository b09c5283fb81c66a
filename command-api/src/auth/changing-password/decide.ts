import { authMessages } from '@golf/contracts';
import type { UserEvent } from '@golf/events';
import { BadRequestError, NotFoundError } from '../../commands/domain-error.ts';
import type { UserState } from '../user.ts';

/** The signed-in user changes their password, proving it with the current one. */
export interface ChangePassword {
  userId: string;
  /** The current password sent matches the stored hash (checked before deciding). */
  currentPasswordValid: boolean;
}

/** Records the change, which ends every earlier session; refused when the current password is wrong. */
export function decideChangePassword(command: ChangePassword, state: UserState): UserEvent[] {
  if (!command.currentPasswordValid) throw new BadRequestError(authMessages.currentPasswordWrong);
  if (state.status !== 'registered') throw new NotFoundError('User not found');
  return [{ type: 'UserPasswordChanged', data: { userId: command.userId, via: 'changed_by_user' } }];
}
