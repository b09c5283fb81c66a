import type { UserEvent } from '@golf/events';
import { handicapMessages } from '@golf/contracts';
import { NotFoundError } from '../../commands/domain-error.ts';
import type { UserState } from '../../auth/user.ts';

/** The user chooses which index the app fills in when they join a game: the app's (true) or their typed one. */
export interface ChooseHandicapSource {
  userId: string;
  useAppIndex: boolean;
}

/** Records the choice; the choice already made records nothing. */
export function decideChooseHandicapSource(command: ChooseHandicapSource, state: UserState): UserEvent[] {
  if (state.status !== 'registered') throw new NotFoundError(handicapMessages.userNotFound);
  if (state.useAppIndex === command.useAppIndex) return [];
  return [{ type: 'HandicapSourceChosen', data: { userId: command.userId, useAppIndex: command.useAppIndex } }];
}
