import { z } from 'zod/mini';
import { typeError } from '../errors/zod-messages.ts';
import { CommandPosition } from '../errors/error-body.ts';
import { givenPassword, newPassword, password } from './password-fields.ts';
import { email, firstName, lastName, text, username } from './user-fields.ts';
import { UserSearchResult, UserView } from './user-view.ts';

export { passwordMaxLength } from './password-fields.ts';

/** Handicap index: -10 … 54. Forms send '' for "empty", which registration reads as 0. */
export const HandicapIndex = z.coerce
  .number({ error: typeError({ invalid: 'Handicap must be a number' }) })
  .check(z.gte(-10, 'Handicap must be at least -10'), z.lte(54, 'Handicap must be at most 54'));

export const RegisterBody = z.object({
  username: username(),
  email: email('Valid email is required'),
  firstName: firstName(),
  lastName: lastName(),
  handicap: z.pipe(
    z.transform((v): unknown => (v === '' || v === null || v === undefined ? 0 : v)),
    HandicapIndex,
  ),
  password: password(6, 'Password must be at least 6 characters', 'Password is required'),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

export const LoginBody = z.object({
  email: email('Valid email is required'),
  password: givenPassword(),
});
export type LoginBody = z.infer<typeof LoginBody>;

/**
 * Answer of register and login. The token is a signed JWT sent back as `Authorization: Bearer`;
 * `position` is the global position of the user's newest event (send it as X-Min-Position).
 */
export const AuthTokenResponse = z.merge(z.object({ token: z.string(), user: UserView }), CommandPosition);
export type AuthTokenResponse = z.infer<typeof AuthTokenResponse>;

export const RequestPasswordResetBody = z.object({ email: email('Valid email is required') });
export type RequestPasswordResetBody = z.infer<typeof RequestPasswordResetBody>;

/** Same answer whether or not the account exists. */
export const RequestPasswordResetResponse = z.object({ message: z.string() });
export type RequestPasswordResetResponse = z.infer<typeof RequestPasswordResetResponse>;

export const ResetPasswordBody = z.object({
  email: email('Valid email is required'),
  resetToken: text('Reset token is required').check(
    z.minLength(1, 'Reset token is required'),
    z.maxLength(200, 'Invalid or expired reset token'),
  ),
  newPassword: newPassword(),
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;
export const ResetPasswordResponse = z.merge(z.object({ message: z.string() }), CommandPosition);
export type ResetPasswordResponse = z.infer<typeof ResetPasswordResponse>;

/**
 * All optional; only what is present changes. handicap null (or '') unsets it. A new `email` needs
 * `currentPassword` and changes only once the link mailed to it is opened (the answer's
 * `user.pendingEmail`).
 */
export const UpdateProfileBody = z.partial(
  z.object({
    firstName: firstName(),
    lastName: lastName(),
    handicap: z.pipe(
      z.transform((v) => (v === '' ? null : v)),
      z.nullable(HandicapIndex),
    ),
    username: username(),
    email: email('Invalid email format'),
    currentPassword: givenPassword(),
  }),
);
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

/** The user after the update; `position` is that of the update's event (or of the newest one, when nothing changed). */
export const UpdateProfileResponse = z.merge(z.object({ user: UserView }), CommandPosition);
export type UpdateProfileResponse = z.infer<typeof UpdateProfileResponse>;

export const SearchUsersBody = z.object({
  query: text('Search query is required').check(
    z.minLength(2, 'Type at least 2 characters to search'),
    z.maxLength(100, 'Search query must be at most 100 characters'),
  ),
});
export type SearchUsersBody = z.infer<typeof SearchUsersBody>;
export const SearchUsersResponse = z.array(UserSearchResult);
export type SearchUsersResponse = z.infer<typeof SearchUsersResponse>;

export const LookupUserBody = z.object({ email: email('Valid email is required') });
export type LookupUserBody = z.infer<typeof LookupUserBody>;
export const LookupUserResponse = z.object({ user: z.nullable(UserSearchResult) });
export type LookupUserResponse = z.infer<typeof LookupUserResponse>;

/**
 * POST /api/auth/choose-password: the first sign-in of an account a super admin created. The
 * temporary password proves who it is; once the new one is set, the temporary one stops working.
 */
export const ChoosePasswordBody = z.object({
  email: email('Valid email is required'),
  temporaryPassword: givenPassword(),
  newPassword: newPassword(),
});
export type ChoosePasswordBody = z.infer<typeof ChoosePasswordBody>;

/** A code a link carried: a sign-in link's (`/auth?token=…`) or a super admin confirmation's (`?code=…`). */
export const OneTimeCodeBody = z.object({
  code: text('The link has no code').check(z.minLength(1, 'The link has no code'), z.maxLength(100, 'The link is not one of ours')),
});
export type OneTimeCodeBody = z.infer<typeof OneTimeCodeBody>;

/** POST /api/auth/sign-in-links: a link that signs the caller's account in once, within minutes. */
export const SignInLinkResponse = z.object({ link: z.string(), expiresAt: z.string() });
export type SignInLinkResponse = z.infer<typeof SignInLinkResponse>;

/** POST /api/auth/sign-in-links/preview: whose account a sign-in link opens, so the app can ask first. */
export const SignInLinkPreview = z.object({ firstName: z.string(), lastName: z.string(), email: z.string() });
export type SignInLinkPreview = z.infer<typeof SignInLinkPreview>;
