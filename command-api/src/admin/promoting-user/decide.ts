import type { UserEvent } from '@golf/events';
import { adminMessages } from '@golf/contracts';
import { decideChangeRoles } from '../../auth/changing-roles/decide.ts';
import type { UserState } from '../../auth/user.ts';
import { RuleViolationError } from '../../commands/domain-error.ts';

/** A super admin grants or withdraws another user's platform roles (spec §6: never their own). */
export interface PromoteUser {
  actorId: string;
  userId: string;
  isAdmin?: boolean | undefined;
  isSuperAdmin?: boolean | undefined;
}

export function decidePromoteUser(command: PromoteUser, state: UserState): UserEvent[] {
  if (command.actorId === command.userId) throw new RuleViolationError(adminMessages.ownRoles);
  return decideChangeRoles(command, state);
}
