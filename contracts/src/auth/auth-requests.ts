import { z } from 'zod';
import { UserSearchResult, UserView } from './user-view.ts';

const trimmed = () => z.string().trim();

/** Handicap index: -10 … 54. Forms send '' for "empty", which registration reads as 0. */
export const HandicapIndex = z.coerce
  .number({ invalid_type_error: 'Handicap must be a number' })
  .min(-10, 'Handicap must be at least -10')
  .max(54, 'Handicap must be at most 54');

export const RegisterBody = z.object({
  username: trimmed().min(3, 'Username must be at least 3 characters').max(50, 'Username must be at most 50 characters'),
  email: trimmed().email('Valid email is required'),
  firstName: trimmed().min(1, 'First name is required').max(100, 'First name must be at most 100 characters'),
  lastName: trimmed().min(1, 'Last name is required').max(100, 'Last name must be at most 100 characters'),
  handicap: z.preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v), HandicapIndex),
  password: z.string().min(6, 'Password must be at least 6 characters'),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

export const LoginBody = z.object({
  email: trimmed().email('Valid email is required'),
  password: z.string().min(1, 'Password is required'),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** Answer of register and login. The token is a signed JWT sent back as `Authorization: Bearer`. */
export const AuthTokenResponse = z.object({ token: z.string(), user: UserView });
export type AuthTokenResponse = z.infer<typeof AuthTokenResponse>;

export const RequestPasswordResetBody = z.object({ email: trimmed().email('Valid email is required') });
export type RequestPasswordResetBody = z.infer<typeof RequestPasswordResetBody>;

/** Same answer whether or not the account exists. */
export const RequestPasswordResetResponse = z.object({ message: z.string() });

export const ResetPasswordBody = z.object({
  email: trimmed().email('Valid email is required'),
  resetToken: z.string().min(1, 'Reset token is required'),
  newPassword: z.string().min(8, 'Password must be at least 8 characters'),
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;
export const ResetPasswordResponse = z.object({ message: z.string() });

/** All optional; only what is present changes. handicap null (or '') unsets it. */
export const UpdateProfileBody = z
  .object({
    firstName: trimmed().min(1, 'First name is required').max(100, 'First name must be at most 100 characters'),
    lastName: trimmed().min(1, 'Last name is required').max(100, 'Last name must be at most 100 characters'),
    handicap: z.preprocess((v) => (v === '' ? null : v), HandicapIndex.nullable()),
    username: trimmed().min(3, 'Username must be at least 3 characters').max(50, 'Username must be at most 50 characters'),
    email: trimmed().email('Invalid email format'),
  })
  .partial();
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

export const SearchUsersBody = z.object({
  query: trimmed().min(2, 'Type at least 2 characters to search').max(100, 'Search query must be at most 100 characters'),
});
export type SearchUsersBody = z.infer<typeof SearchUsersBody>;
export const SearchUsersResponse = z.array(UserSearchResult);

export const LookupUserBody = z.object({ email: trimmed().email('Valid email is required') });
export const LookupUserResponse = z.object({ user: UserSearchResult.nullable() });
