import { z } from 'zod/mini';
import { typeError } from '../errors/zod-messages.ts';
import { HandicapIndex } from '../auth/auth-requests.ts';
import { email, firstName, lastName, username } from '../auth/user-fields.ts';

/** POST /api/admin/users (spec §5 Trips and admin): the account a super admin creates; its password is made by the server. */
export const AdminCreateUserBody = z.object({
  username: username('Username must be at least 3 characters'),
  email: email('Please enter a valid email'),
  firstName: firstName(),
  lastName: lastName(),
  // Left blank, the account has no handicap index (shown '—'), rather than a scratch golfer's 0.
  handicap: z.pipe(
    z.transform((v): unknown => (v === '' || v === undefined ? null : v)),
    z.nullable(HandicapIndex),
  ),
  isAdmin: z._default(z.boolean(), false),
});
export type AdminCreateUserBody = z.input<typeof AdminCreateUserBody>;

/** The admin edit form's handicap: 0 … 54 (spec §9). */
const AdminHandicap = z.coerce
  .number({ error: typeError({ invalid: 'Handicap must be a number' }) })
  .check(z.gte(0, 'Handicap must be at least 0'), z.lte(54, 'Handicap must be at most 54'));

/** PATCH /api/admin/users/{id}: only the fields that changed; handicap null (or '') unsets it. */
export const AdminUpdateUserBody = z.partial(
  z.object({
    firstName: firstName(),
    lastName: lastName(),
    handicap: z.pipe(
      z.transform((v) => (v === '' ? null : v)),
      z.nullable(AdminHandicap),
    ),
    username: username('Username must be at least 3 characters'),
    email: email('Please enter a valid email'),
  }),
);
export type AdminUpdateUserBody = z.infer<typeof AdminUpdateUserBody>;

/** PUT /api/admin/users/{id}/promote: the roles to set; an absent one keeps its value. */
export const PromoteUserBody = z.object({ isAdmin: z.optional(z.boolean()), isSuperAdmin: z.optional(z.boolean()) });
export type PromoteUserBody = z.infer<typeof PromoteUserBody>;

/** GET /api/admin/users?search=: contains-match on username, names and e-mail. */
export const AdminUsersQuery = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(100, 'Search query must be at most 100 characters'))),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuery>;

export const AdminUserParams = z.object({ id: z.string() });

/** POST /api/admin/set-aside-streams/retry: the stream to project again (its name, e.g. `game-…`). */
export const RetryStreamBody = z.object({ stream: z.string().check(z.minLength(1), z.maxLength(200)) });
export type RetryStreamBody = z.infer<typeof RetryStreamBody>;
