import { authMessages } from '@golf/contracts';
import type { UserEvent } from '@golf/events';
import { BadRequestError, NotFoundError } from '../../commands/domain-error.ts';
import type { UserState } from '../user.ts';

export interface ProfileChanges {
  firstName?: string | undefined;
  lastName?: string | undefined;
  /** null unsets the handicap. */
  handicap?: number | null | undefined;
  username?: string | undefined;
  /** Lower-cased. A new address is only asked for: it changes once proved (confirming-email/). */
  email?: string | undefined;
}

/**
 * Change some of the profile fields; absent fields stay as they are. `by`: the account's owner,
 * with the current password sent (none, or whether it matches, checked before deciding), or a
 * super admin (admin/editing-user), whose new address is set at once, unproved.
 */
export interface UpdateProfile {
  userId: string;
  changes: ProfileChanges;
  by: { kind: 'owner'; currentPassword: 'absent' | 'valid' | 'wrong' } | { kind: 'super_admin' };
}

const ownerFields = ['firstName', 'lastName', 'handicap', 'username'] as const;

/**
 * Records only the fields whose value differs; an update that changes nothing records nothing. A
 * new address needs the current password and is recorded as asked for (UserEmailChangeRequested):
 * the account keeps its address until the new one is proved
 * (docs/decisions/0730-an-address-takes-its-pending-shares-only-once-proved.md).
 */
export function decideUpdateProfile(command: UpdateProfile, state: UserState): UserEvent[] {
  if (state.status !== 'registered') throw new NotFoundError('User not found');
  const changed: ProfileChanges = {};
  const fields = command.by.kind === 'super_admin' ? [...ownerFields, 'email' as const] : ownerFields;
  for (const field of fields) {
    const value = command.changes[field];
    if (value !== undefined && value !== state[field]) Object.assign(changed, { [field]: value });
  }
  const events: UserEvent[] = [];
  const email = command.changes.email;
  if (command.by.kind === 'owner' && email !== undefined && email !== state.email) {
    const { currentPassword } = command.by;
    if (currentPassword === 'absent') throw new BadRequestError(authMessages.emailChangeNeedsPassword);
    if (currentPassword === 'wrong') throw new BadRequestError(authMessages.currentPasswordWrong);
    if (email !== state.pendingEmail) events.push({ type: 'UserEmailChangeRequested', data: { userId: command.userId, email } });
  }
  if (Object.keys(changed).length > 0) events.unshift({ type: 'UserProfileUpdated', data: { userId: command.userId, changes: changed } });
  return events;
}
