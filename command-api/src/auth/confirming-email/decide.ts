import { authMessages } from '@golf/contracts';
import type { UserEvent } from '@golf/events';
import { BadRequestError, NotFoundError } from '../../commands/domain-error.ts';
import type { UserState } from '../user.ts';

/**
 * The account proved it holds `email` (lower-cased): by the link mailed to it, or by taking an
 * e-mail invitation sent to it.
 */
export interface ConfirmEmail {
  userId: string;
  email: string;
  via: 'confirmation_link' | 'invitation';
}

/**
 * The address proved becomes the account's, proved: its own address, or the one it asked to move
 * to. A link for an address it no longer has or asks for is refused (a newer request replaced
 * it); proving what is proved already records nothing.
 */
export function decideConfirmEmail(command: ConfirmEmail, state: UserState): UserEvent[] {
  if (state.status !== 'registered') throw new NotFoundError('User not found');
  if (command.email === state.email && state.emailConfirmed) return [];
  if (command.email !== state.email && command.email !== state.pendingEmail) throw new BadRequestError(authMessages.emailConfirmReplaced);
  return [{ type: 'UserEmailConfirmed', data: { userId: command.userId, email: command.email, via: command.via } }];
}
