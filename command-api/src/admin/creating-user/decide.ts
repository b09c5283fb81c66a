import type { UserEvent } from '@golf/events';
import { ConflictError } from '../../commands/domain-error.ts';
import type { UserState } from '../../auth/user.ts';

/**
 * A super admin opens an account for someone. The server made a temporary password (kept
 * write-side, like every password); the events record that the account must choose its own.
 */
export interface CreateUser {
  userId: string;
  username: string;
  /** Lower-cased. */
  email: string;
  firstName: string;
  lastName: string;
  handicap: number;
  isAdmin: boolean;
  /** The super admin creating it. */
  createdByUserId: string;
}

export function decideCreateUser(command: CreateUser, state: UserState): UserEvent[] {
  if (state.status !== 'absent') throw new ConflictError('This account is already registered');
  const events: UserEvent[] = [
    {
      type: 'UserRegistered',
      data: {
        userId: command.userId,
        username: command.username,
        email: command.email,
        firstName: command.firstName,
        lastName: command.lastName,
        handicap: command.handicap,
        authProvider: 'local',
        createdByUserId: command.createdByUserId,
      },
    },
    { type: 'UserPasswordChanged', data: { userId: command.userId, via: 'admin_temporary' } },
  ];
  if (command.isAdmin) events.push({ type: 'UserRolesChanged', data: { userId: command.userId, isAdmin: true, isSuperAdmin: false } });
  return events;
}
