import type { UserEvent } from '@golf/events';
import { NotFoundError } from '../../commands/domain-error.ts';
import type { UserState } from '../user.ts';

/**
 * The user proved, by the link mailed to it, that they hold an address SUPER_ADMIN_EMAILS lists:
 * they become a super admin (their admin flag as it was). Nothing when they already are one.
 */
export function decideConfirmSuperAdmin(command: { userId: string }, state: UserState): UserEvent[] {
  if (state.status !== 'registered') throw new NotFoundError('User not found');
  if (state.isSuperAdmin) return [];
  return [
    { type: 'UserRolesChanged', data: { userId: command.userId, isAdmin: state.isAdmin, isSuperAdmin: true, via: 'listed_address' } },
  ];
}
