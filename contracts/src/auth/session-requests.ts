import { z } from 'zod/mini';
import { typeError } from '../errors/zod-messages.ts';
import { CommandPosition } from '../errors/error-body.ts';
import { passwordMaxLength } from './auth-requests.ts';

/**
 * POST /api/auth/change-password: the signed-in user's current password and a new one (the
 * reset's rule: at least 8 characters). Every other session of the account ends; the answer
 * carries a new token for this one (an AuthTokenResponse).
 */
export const ChangePasswordBody = z.object({
  currentPassword: z
    .string({ error: typeError({ required: 'Current password is required', invalid: 'Current password is required' }) })
    .check(
      z.minLength(1, 'Current password is required'),
      z.maxLength(passwordMaxLength, `Password must be at most ${passwordMaxLength} characters`),
    ),
  newPassword: z
    .string({ error: typeError({ required: 'Password must be at least 8 characters', invalid: 'Password must be at least 8 characters' }) })
    .check(
      z.minLength(8, 'Password must be at least 8 characters'),
      z.maxLength(passwordMaxLength, `Password must be at most ${passwordMaxLength} characters`),
    ),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** POST /api/auth/logout: the session of the token sent is ended on the server. */
export const LogoutResponse = z.merge(z.object({ message: z.string() }), CommandPosition);
export type LogoutResponse = z.infer<typeof LogoutResponse>;
