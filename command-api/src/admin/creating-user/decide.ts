import type { UserEvent } from '@golf/events';
import { accountRegistered, type NewAccount } from '../../auth/registering/decide.ts';
import type { UserState } from '../../auth/user.ts';

/**
 * A super admin opens an account for someone. The server made a temporary password (kept
 * write-side, like every password); the events record that the account must choose its own.
 */
export interface CreateUser extends NewAccount {
  isAdmin: boolean;
  /** The super admin creating it. */
  createdByUserId: string;
}

export function decideCreateUser(command: CreateUser, state: UserState): UserEvent[] {
  const events: UserEvent[] = [
    accountRegistered(command, state, command.createdByUserId),
    { type: 'UserPasswordChanged', data: { userId: command.userId, via: 'admin_temporary' } },
  ];
  if (command.isAdmin) events.push({ type: 'UserRolesChanged', data: { userId: command.userId, isAdmin: true, isSuperAdmin: false } });
  return events;
}
