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
  /** Null: none given (a super admin may leave it blank). */
  handicap: number | null;
}

/** The details a new local account starts with. */
export type NewAccount = Pick<RegisterUser, 'userId' | 'username' | 'email' | 'firstName' | 'lastName' | 'handicap'>;

/**
 * The account opened, on a stream that must not hold one yet: by its owner signing up
 * (`createdByUserId` null) or by a super admin for someone.
 */
export function accountRegistered(account: NewAccount, state: UserState, createdByUserId: string | null): UserEvent {
  if (state.status !== 'absent') throw new ConflictError('This account is already registered');
  const { userId, username, email, firstName, lastName, handicap } = account;
  return {
    type: 'UserRegistered',
    data: { userId, username, email, firstName, lastName, handicap, authProvider: 'local', createdByUserId },
  };
}

/**
 * A new account starts with no platform role, even at an address SUPER_ADMIN_EMAILS lists: that
 * address must be proven first (confirming-super-admin/decide.ts).
 */
export function decideRegister(command: RegisterUser, state: UserState): UserEvent[] {
  return [accountRegistered(command, state, null)];
}
