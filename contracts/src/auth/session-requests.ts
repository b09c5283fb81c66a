import { z } from 'zod/mini';
import { CommandPosition } from '../errors/error-body.ts';
import { givenPassword, newPassword } from './password-fields.ts';

/**
 * POST /api/auth/change-password: the signed-in user's current password and a new one (the
 * reset's rule: at least 8 characters). Every other session of the account ends; the answer
 * carries a new token for this one (an AuthTokenResponse).
 */
export const ChangePasswordBody = z.object({
  currentPassword: givenPassword('Current password is required'),
  newPassword: newPassword(),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** POST /api/auth/logout: the session of the token sent is ended on the server. */
export const LogoutResponse = z.merge(z.object({ message: z.string() }), CommandPosition);
export type LogoutResponse = z.infer<typeof LogoutResponse>;
