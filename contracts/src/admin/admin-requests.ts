import { z } from 'zod/mini';
import { typeError } from '../errors/zod-messages.ts';
import { HandicapIndex } from '../auth/auth-requests.ts';

const text = (message: string) => z.string({ error: typeError({ required: message, invalid: message }) }).check(z.trim());
const firstName = () =>
  text('First name is required').check(
    z.minLength(1, 'First name is required'),
    z.maxLength(100, 'First name must be at most 100 characters'),
  );
const lastName = () =>
  text('Last name is required').check(
    z.minLength(1, 'Last name is required'),
    z.maxLength(100, 'Last name must be at most 100 characters'),
  );
const username = () =>
  text('Username must be at least 3 characters').check(
    z.minLength(3, 'Username must be at least 3 characters'),
    z.maxLength(50, 'Username must be at most 50 characters'),
  );

/** POST /api/admin/users (spec §5 Trips and admin): the account a super admin creates; its password is made by the server. */
export const AdminCreateUserBody = z.object({
  username: username(),
  email: text('Please enter a valid email').check(
    z.email('Please enter a valid email'),
    z.maxLength(254, 'Email must be at most 254 characters'),
  ),
  firstName: firstName(),
  lastName: lastName(),
  handicap: z.pipe(
    z.transform((v): unknown => (v === '' || v === null || v === undefined ? 0 : v)),
    HandicapIndex,
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
    username: username(),
    email: text('Please enter a valid email').check(
      z.email('Please enter a valid email'),
      z.maxLength(254, 'Email must be at most 254 characters'),
    ),
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
