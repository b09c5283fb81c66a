import { sql, type FragmentSqlToken } from 'slonik';
import { z } from 'zod';

/** A row of `read.users`, camel-cased. Timestamps are ISO-8601 strings (see pool/type-parsers.ts). */
export const UserRow = z.object({
  id: z.string().uuid(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  handicap: z.number().nullable(),
  authProvider: z.string(),
  isAdmin: z.boolean(),
  isSuperAdmin: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserRow = z.infer<typeof UserRow>;

/** The select list producing a `UserRow` from `read.users u`. */
export const userRowColumns: FragmentSqlToken = sql.fragment`
  u.id, u.username, u.email,
  u.first_name AS "firstName", u.last_name AS "lastName",
  u.profile_image_url AS "profileImageUrl", u.handicap,
  u.auth_provider AS "authProvider", u.is_admin AS "isAdmin", u.is_super_admin AS "isSuperAdmin",
  u.created_at AS "createdAt", u.updated_at AS "updatedAt"
`;
