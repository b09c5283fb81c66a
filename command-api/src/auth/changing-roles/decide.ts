import type { UserEvent } from '@golf/events';
import { NotFoundError } from '../../commands/domain-error.ts';
import type { UserState } from '../user.ts';

/** Grant or withdraw the platform roles; an absent flag keeps its current value. */
export interface ChangeRoles {
  userId: string;
  isAdmin?: boolean | undefined;
  isSuperAdmin?: boolean | undefined;
}

/** Records the new pair of roles when at least one of them changes, else nothing. */
export function decideChangeRoles(command: ChangeRoles, state: UserState): UserEvent[] {
  if (state.status !== 'registered') throw new NotFoundError('User not found');
  const isAdmin = command.isAdmin ?? state.isAdmin;
  const isSuperAdmin = command.isSuperAdmin ?? state.isSuperAdmin;
  if (isAdmin === state.isAdmin && isSuperAdmin === state.isSuperAdmin) return [];
  return [{ type: 'UserRolesChanged', data: { userId: command.userId, isAdmin, isSuperAdmin } }];
}
