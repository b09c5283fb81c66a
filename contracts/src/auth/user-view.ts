import { z } from 'zod';

export const AuthProvider = z.enum(['local', 'external']);

/** The current user, as GET /api/auth/user answers it. */
export const UserView = z.object({
  id: z.string().uuid(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  handicap: z.number().nullable(),
  authProvider: AuthProvider,
  isAdmin: z.boolean(),
  isSuperAdmin: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserView = z.infer<typeof UserView>;

/** One row of POST /api/auth/search-users. */
export const UserSearchResult = z.object({
  id: z.string().uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  handicap: z.number().nullable(),
});
export type UserSearchResult = z.infer<typeof UserSearchResult>;
