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
      /** Fill in the app's Handicap Index rather than the typed `handicap` (HandicapSourceChosen). */
      useAppIndex: boolean;
      authProvider: string;
      isAdmin: boolean;
      isSuperAdmin: boolean;
      /** The password is a temporary one a super admin set: sign-in must first choose a new one. */
      mustChangePassword: boolean;
      /**
       * Counts the events that end every earlier session: a password set, reset or changed, and
       * a change of roles. A sign-in token carries the version it was issued at and is refused
       * once it is behind.
       */
      sessionVersion: number;
      /**
       * Sessions of the current version signed out one by one: session id → when its token
       * would have expired. Emptied when the version moves on (those sessions are ended anyway)
       * and pruned of the expired at each sign-out, so it stays as small as the live sessions.
       */
      endedSessions: Record<string, string>;
      createdAt: string;
      updatedAt: string;
    };

export type RegisteredUser = Extract<UserState, { status: 'registered' }>;

const parseUserEvent = eventParser(userEvents);

/** The session fields after an event that ends every earlier session. */
const endingEverySession = (state: RegisteredUser) => ({ sessionVersion: state.sessionVersion + 1, endedSessions: {} });

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
      useAppIndex: false,
      authProvider: data.authProvider,
      isAdmin: false,
      isSuperAdmin: false,
      mustChangePassword: false,
      sessionVersion: 0,
      endedSessions: {},
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
      return {
        ...state,
        ...endingEverySession(state),
        isAdmin: known.data.isAdmin,
        isSuperAdmin: known.data.isSuperAdmin,
        updatedAt: occurredAt,
      };
    case 'UserPasswordChanged':
      return { ...state, ...endingEverySession(state), mustChangePassword: known.data.via === 'admin_temporary', updatedAt: occurredAt };
    case 'HandicapSourceChosen':
      // A preference of the account's owner, not a change of the account: updatedAt stays, as read.users keeps it.
      return { ...state, useAppIndex: known.data.useAppIndex };
    case 'UserSignedOut': {
      // Not a change of the account: updatedAt stays, as read.users keeps it.
      const stillValid = Object.entries(state.endedSessions).filter(([, expiresAt]) => Date.parse(expiresAt) > Date.parse(occurredAt));
      return { ...state, endedSessions: { ...Object.fromEntries(stillValid), [known.data.sessionId]: known.data.expiresAt } };
    }
    default:
      return state;
  }
}
