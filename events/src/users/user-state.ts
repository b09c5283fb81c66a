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
      /** Lower-cased: the address the account signs in with and is mailed at. */
      email: string;
      /**
       * The account proved it holds `email` (a confirmation link, an invitation's link, or a listed
       * super admin's link): only then does it take the e-mail shares nobody holds yet.
       */
      emailConfirmed: boolean;
      /** An address the account asked to move to, waiting for its confirmation; null when none. */
      pendingEmail: string | null;
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
      emailConfirmed: false,
      pendingEmail: null,
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
      // An address set without proof (a super admin's edit, or a profile change before proof was asked) is unproved.
      const moved = known.data.changes.email !== undefined && known.data.changes.email !== state.email;
      return { ...state, ...changes, ...(moved ? { emailConfirmed: false } : {}), updatedAt: occurredAt };
    }
    case 'UserRolesChanged':
      return {
        ...state,
        ...endingEverySession(state),
        isAdmin: known.data.isAdmin,
        isSuperAdmin: known.data.isSuperAdmin,
        // A listed super admin's link was opened signed in with the address it went to: proof of it.
        emailConfirmed: state.emailConfirmed || known.data.via === 'listed_address',
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
    case 'UserEmailChangeRequested':
      // Not a change of the account yet: updatedAt stays, as read.users keeps it.
      return { ...state, pendingEmail: known.data.email };
    case 'UserEmailConfirmed': {
      const { email } = known.data;
      return {
        ...state,
        email,
        emailConfirmed: true,
        pendingEmail: state.pendingEmail === email ? null : state.pendingEmail,
        updatedAt: occurredAt,
      };
    }
    default:
      return state;
  }
}
