import type { UserEvent } from '@golf/events';
import { ConflictError } from '../../commands/domain-error.ts';
import type { UserState } from '../user.ts';

/** Sign up with e-mail and password. The password itself never reaches the decider or the log. */
export interface RegisterUser {
  userId: string;
  username: string;
  /** Lower-cased. */
  email: string;
  firstName: string;
  lastName: string;
  handicap: number;
  /** The e-mail is listed in SUPER_ADMIN_EMAILS: the account starts as a super admin. */
  grantSuperAdmin: boolean;
}

export function decideRegister(command: RegisterUser, state: UserState): UserEvent[] {
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
        createdByUserId: null,
      },
    },
  ];
  if (command.grantSuperAdmin) {
    events.push({ type: 'UserRolesChanged', data: { userId: command.userId, isAdmin: false, isSuperAdmin: true } });
  }
  return events;
}
