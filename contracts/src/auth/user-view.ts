import { z } from 'zod/mini';

export const AuthProvider = z.enum(['local', 'external']);

/** The current user, as GET /api/auth/user answers it. */
export const UserView = z.object({
  id: z.string().check(z.uuid()),
  username: z.string(),
  email: z.string(),
  /** The account proved it holds `email` (a link mailed to it): only then does it take e-mail shares made before it existed. */
  emailConfirmed: z.boolean(),
  /** A new address asked for on the profile, waiting for its confirmation link to be opened; null when none. */
  pendingEmail: z.nullable(z.string()),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  profileImageUrl: z.nullable(z.string()),
  handicap: z.nullable(z.number()),
  authProvider: AuthProvider,
  isAdmin: z.boolean(),
  isSuperAdmin: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserView = z.infer<typeof UserView>;

/**
 * Where a user is picked as a player: the Handicap Index the app keeps from their rounds (null
 * below 3 counted rounds) beside the typed `handicap`, and whether they chose to have the app's
 * filled in (otherwise the typed one is).
 */
export const appHandicapFields = { appHandicapIndex: z.nullable(z.number()), useAppIndex: z.boolean() };

/**
 * One row of POST /api/auth/search-users (and of lookup-user): a name to show and the handicaps a
 * player is added with. `email` only when the query was that address, whole: a search never hands
 * out anyone's address.
 */
export const UserSearchResult = z.object({
  id: z.string().check(z.uuid()),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  email: z.nullable(z.string()),
  handicap: z.nullable(z.number()),
  ...appHandicapFields,
});
export type UserSearchResult = z.infer<typeof UserSearchResult>;
