import { z } from 'zod';
import { typeError } from '../errors/zod-messages.ts';
import { HandicapIndex } from '../auth/auth-requests.ts';

const text = (message: string) => z.string({ error: typeError({ required: message, invalid: message }) }).trim();
const firstName = () =>
  text('First name is required').min(1, 'First name is required').max(100, 'First name must be at most 100 characters');
const lastName = () => text('Last name is required').min(1, 'Last name is required').max(100, 'Last name must be at most 100 characters');
const username = () =>
  text('Username must be at least 3 characters')
    .min(3, 'Username must be at least 3 characters')
    .max(50, 'Username must be at most 50 characters');

/** POST /api/admin/users (spec §5 Trips and admin): the account a super admin creates; its password is made by the server. */
export const AdminCreateUserBody = z.object({
  username: username(),
  email: text('Please enter a valid email').email('Please enter a valid email').max(254, 'Email must be at most 254 characters'),
  firstName: firstName(),
  lastName: lastName(),
  handicap: z.preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v), HandicapIndex),
  isAdmin: z.boolean().default(false),
});
export type AdminCreateUserBody = z.input<typeof AdminCreateUserBody>;

/** The admin edit form's handicap: 0 … 54 (spec §9). */
const AdminHandicap = z.coerce
  .number({ error: typeError({ invalid: 'Handicap must be a number' }) })
  .min(0, 'Handicap must be at least 0')
  .max(54, 'Handicap must be at most 54');

/** PATCH /api/admin/users/{id}: only the fields that changed; handicap null (or '') unsets it. */
export const AdminUpdateUserBody = z
  .object({
    firstName: firstName(),
    lastName: lastName(),
    handicap: z.preprocess((v) => (v === '' ? null : v), AdminHandicap.nullable()),
    username: username(),
    email: text('Please enter a valid email').email('Please enter a valid email').max(254, 'Email must be at most 254 characters'),
  })
  .partial();
export type AdminUpdateUserBody = z.infer<typeof AdminUpdateUserBody>;

/** PUT /api/admin/users/{id}/promote: the roles to set; an absent one keeps its value. */
export const PromoteUserBody = z.object({ isAdmin: z.boolean().optional(), isSuperAdmin: z.boolean().optional() });
export type PromoteUserBody = z.infer<typeof PromoteUserBody>;

/** GET /api/admin/users?search=: contains-match on username, names and e-mail. */
export const AdminUsersQuery = z.object({ search: z.string().trim().max(100, 'Search query must be at most 100 characters').optional() });
export type AdminUsersQuery = z.infer<typeof AdminUsersQuery>;

export const AdminUserParams = z.object({ id: z.string() });
