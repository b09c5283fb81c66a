import { z } from 'zod';
import { defineEvent, type EventOf } from '../define-event.ts';

/** A person signed up. Credentials are never here: they live in the write-side credentials table. */
export const UserRegistered = defineEvent(
  'UserRegistered',
  1,
  z.object({
    userId: z.string().uuid(),
    username: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    handicap: z.number().nullable(),
    authProvider: z.string(),
    /** Set when created by a super admin rather than by self-registration. */
    createdByUserId: z.string().uuid().nullable(),
  }),
);

/** Only the fields that changed are present; handicap null means "unset". */
export const UserProfileUpdated = defineEvent(
  'UserProfileUpdated',
  1,
  z.object({
    userId: z.string().uuid(),
    changes: z.object({
      firstName: z.string().optional(),
      lastName: z.string().optional(),
      handicap: z.number().nullable().optional(),
      username: z.string().optional(),
      email: z.string().optional(),
    }),
  }),
);

/**
 * The platform roles changed; who changed them is the event's `metadata.userId` (null from the
 * command line), when its `occurredAt`. `via: 'listed_address'`: the user proved, by the link
 * mailed to it, that they hold an address SUPER_ADMIN_EMAILS lists (absent on older events and
 * for a super admin's or the command line's change).
 */
export const UserRolesChanged = defineEvent(
  'UserRolesChanged',
  1,
  z.object({
    userId: z.string().uuid(),
    isAdmin: z.boolean(),
    isSuperAdmin: z.boolean(),
    via: z.enum(['listed_address']).optional(),
  }),
);

/**
 * The password was set or reset. Carries no hash: it records that it happened, and how:
 * `reset_link` by the user with an e-mailed link; `admin_temporary` a super admin gave the
 * account a temporary password (the user must choose their own at the next sign-in);
 * `first_sign_in` the user replaced that temporary password with their own; `changed_by_user`
 * the signed-in user changed it on their profile, giving the current one. Every one of them ends
 * the account's earlier sessions.
 */
export const UserPasswordChanged = defineEvent(
  'UserPasswordChanged',
  1,
  z.object({
    userId: z.string().uuid(),
    via: z.enum(['reset_link', 'admin_temporary', 'first_sign_in', 'changed_by_user']),
  }),
);

/**
 * The user signed out of one session (one sign-in token, named by its `sessionId`). The token
 * is refused from then on; `expiresAt` is when it would have expired anyway, after which
 * remembering it serves nothing.
 */
export const UserSignedOut = defineEvent(
  'UserSignedOut',
  1,
  z.object({
    userId: z.string().uuid(),
    sessionId: z.string().uuid(),
    expiresAt: z.string().datetime(),
  }),
);

/**
 * The user chose which handicap index the app fills in when they join a game or are added as a
 * player: the one they typed on their profile (false, the default) or the Handicap Index the app
 * keeps from the rounds they play here (true). The other is still offered beside it.
 */
export const HandicapSourceChosen = defineEvent(
  'HandicapSourceChosen',
  1,
  z.object({ userId: z.string().uuid(), useAppIndex: z.boolean() }),
);

/**
 * The signed-in account asked to move to a new address (giving its password). Nothing changes yet:
 * the address it signs in with stays until the new one is proved (UserEmailConfirmed).
 */
export const UserEmailChangeRequested = defineEvent(
  'UserEmailChangeRequested',
  1,
  z.object({ userId: z.string().uuid(), email: z.string() }),
);

/**
 * The account proved it holds `email` (lower-cased), which is its address from then on: by the
 * confirmation link mailed to it (`confirmation_link`), or by taking an e-mail invitation's link,
 * which went only to that address (`invitation`). Only a proved address takes the e-mail shares
 * nobody holds yet (docs/decisions/0730-an-address-takes-its-pending-shares-only-once-proved.md).
 */
export const UserEmailConfirmed = defineEvent(
  'UserEmailConfirmed',
  1,
  z.object({ userId: z.string().uuid(), email: z.string(), via: z.enum(['confirmation_link', 'invitation']) }),
);

export const userEvents = [
  UserRegistered,
  UserProfileUpdated,
  UserRolesChanged,
  UserPasswordChanged,
  UserSignedOut,
  HandicapSourceChosen,
  UserEmailChangeRequested,
  UserEmailConfirmed,
] as const;
export type UserEvent = EventOf<(typeof userEvents)[number]>;
