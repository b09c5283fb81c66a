import type { AppDeps } from '../app-deps.ts';
import type { CommandContext, CommandOutcome, DecidedEvent } from '../commands/handle-command.ts';
import { handleUser, userStream, type UserState } from './user.ts';

/**
 * A command on a user's stream. Whatever it appends, the session checks of this process read
 * the stream again from the next request on: a password or role change, or a sign-out, ends
 * the sessions it ends at once here.
 */
export async function handleUserCommand(
  deps: Pick<AppDeps, 'store' | 'sessions'>,
  userId: string,
  decide: (state: UserState) => readonly DecidedEvent[],
  context: CommandContext,
): Promise<CommandOutcome<UserState>> {
  try {
    return await handleUser(deps.store, userStream(userId), decide, { context });
  } finally {
    deps.sessions.forget(userId);
  }
}
