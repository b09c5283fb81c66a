import type { UserEvent } from '@golf/events';
import { NotFoundError } from '../../commands/domain-error.ts';
import type { UserState } from '../user.ts';

export interface ProfileChanges {
  firstName?: string | undefined;
  lastName?: string | undefined;
  /** null unsets the handicap. */
  handicap?: number | null | undefined;
  username?: string | undefined;
  /** Lower-cased. */
  email?: string | undefined;
}

/** Change some of the profile fields; absent fields stay as they are. */
export interface UpdateProfile {
  userId: string;
  changes: ProfileChanges;
}

const fields = ['firstName', 'lastName', 'handicap', 'username', 'email'] as const;

/** Records only the fields whose value differs; an update that changes nothing records nothing. */
export function decideUpdateProfile(command: UpdateProfile, state: UserState): UserEvent[] {
  if (state.status !== 'registered') throw new NotFoundError('User not found');
  const changed: ProfileChanges = {};
  for (const field of fields) {
    const value = command.changes[field];
    if (value !== undefined && value !== state[field]) Object.assign(changed, { [field]: value });
  }
  if (Object.keys(changed).length === 0) return [];
  return [{ type: 'UserProfileUpdated', data: { userId: command.userId, changes: changed } }];
}
