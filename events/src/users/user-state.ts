import { eventParser } from '../parse-event.ts';
import type { NewEvent } from '../store/event-store.ts';
import { userEvents } from './user-events.ts';

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
      /** The password is a temporary one a super admin set: sign-in must first choose a new one. */
      mustChangePassword: boolean;
      createdAt: string;
      updatedAt: string;
    };

export type RegisteredUser = Extract<UserState, { status: 'registered' }>;

const parseUserEvent = eventParser(userEvents);

/** Applies one event of a user stream, read through its schema; unknown types leave the state as it is. */
export function evolveUser(state: UserState, event: Pick<NewEvent, 'type' | 'data' | 'metadata'>): UserState {
  const { occurredAt } = event.metadata;
  const known = parseUserEvent(event);
  if (!known) return state;
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
      mustChangePassword: false,
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
      return { ...state, mustChangePassword: known.data.via === 'admin_temporary', updatedAt: occurredAt };
    default:
      return state;
  }
}
