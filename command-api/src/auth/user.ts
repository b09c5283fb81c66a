import { evolveUser, streamNames, userEvents, type EventStore, type RegisteredUser, type UserState } from '@golf/events';

export { evolveUser, type RegisteredUser, type UserState } from '@golf/events';
import type { UserView } from '@golf/contracts';
import { commandHandler, type Aggregate } from '../commands/handle-command.ts';
import { foldStoredEvents } from '../commands/stream-fold.ts';

export const userStream = (userId: string) => streamNames.user(userId);

export const userAggregate: Aggregate<UserState> = {
  initialState: { status: 'absent' },
  evolve: evolveUser,
  events: userEvents,
};

/** A command on a user's stream (commands/handle-command.ts); routes go through handleUserCommand. */
export const handleUser = commandHandler(userAggregate);

/** The user as GET /api/auth/user shows it. */
export function userViewOf(user: RegisteredUser): UserView {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    emailConfirmed: user.emailConfirmed,
    pendingEmail: user.pendingEmail,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    handicap: user.handicap,
    authProvider: user.authProvider === 'external' ? 'external' : 'local',
    isAdmin: user.isAdmin,
    isSuperAdmin: user.isSuperAdmin,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

/** The user's current state and the position of their newest event (0n when the stream is empty). */
export async function loadUser(store: EventStore, userId: string): Promise<{ state: UserState; position: bigint }> {
  const recorded = await store.readStream(userStream(userId));
  const state = foldStoredEvents(userStream(userId), userAggregate, recorded, userAggregate.initialState);
  return { state, position: recorded.at(-1)?.position ?? 0n };
}
