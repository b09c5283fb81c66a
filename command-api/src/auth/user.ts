import { streamNames, userEvents, type EventStore, type NewEvent, type UserEvent } from '@golf/events';
import type { UserView } from '@golf/contracts';
import type { Aggregate } from '../commands/handle-command.ts';

/**
 * A user account as its stream tells it. `absent` until UserRegistered. `authProvider` is
 * 'local' for e-mail and password accounts, 'external' for the outside sign-in provider.
 * Timestamps are the events' occurredAt, so this matches the `read.users` row exactly.
 */
export type UserState =
  | { status: 'absent' }
  | {
      status: 'registered';
      id: string;
      username: string;
      /** Lower-cased. */
      email: string;
      firstName: string;
      lastName: string;
      profileImageUrl: string | null;
      handicap: number | null;
      authProvider: string;
      isAdmin: boolean;
      isSuperAdmin: boolean;
      createdAt: string;
      updatedAt: string;
    };

export type RegisteredUser = Extract<UserState, { status: 'registered' }>;

export const userStream = (userId: string) => streamNames.user(userId);

/** Applies one event of a user stream; unknown types leave the state as it is. */
export function evolveUser(state: UserState, event: Pick<NewEvent, 'type' | 'data' | 'metadata'>): UserState {
  const { occurredAt } = event.metadata;
  const known = event as UserEvent;
  if (known.type === 'UserRegistered') {
    const data = known.data;
    return {
      status: 'registered',
      id: data.userId,
      username: data.username,
      email: data.email,
      firstName: data.firstName,
      lastName: data.lastName,
      profileImageUrl: null,
      handicap: data.handicap,
      authProvider: data.authProvider,
      isAdmin: false,
      isSuperAdmin: false,
      createdAt: occurredAt,
      updatedAt: occurredAt,
    };
  }
  if (state.status !== 'registered') return state;
  switch (known.type) {
    case 'UserProfileUpdated': {
      const changes = Object.fromEntries(Object.entries(known.data.changes).filter(([, value]) => value !== undefined));
      return { ...state, ...changes, updatedAt: occurredAt };
    }
    case 'UserRolesChanged':
      return { ...state, isAdmin: known.data.isAdmin, isSuperAdmin: known.data.isSuperAdmin, updatedAt: occurredAt };
    case 'UserPasswordChanged':
      return { ...state, updatedAt: occurredAt };
    default:
      return state;
  }
}

export const userAggregate: Aggregate<UserState> = {
  initialState: { status: 'absent' },
  evolve: evolveUser,
  events: userEvents,
};

/** The user as GET /api/auth/user shows it. */
export function userViewOf(user: RegisteredUser): UserView {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
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
  const state = recorded.reduce((current, event) => evolveUser(current, event), userAggregate.initialState);
  return { state, position: recorded.at(-1)?.position ?? 0n };
}
