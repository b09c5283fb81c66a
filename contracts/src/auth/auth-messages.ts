/** Texts the API answers with and the app shows; one place so both say the same thing. */
export const authMessages = {
  emailTaken: 'An account with this email already exists',
  usernameTaken: 'This username is taken',
  invalidCredentials: 'Invalid email or password',
  invalidResetToken: 'Invalid or expired reset token',
  authenticationRequired: 'Authentication required',
  /** The same text whether or not the account exists, so the form never reveals who has one. */
  passwordResetRequested: 'If an account with that email exists, you will receive a password reset email.',
  passwordResetDone: 'Password reset successfully',
  /** The 403 of a sign-in with a correct temporary password: the app then asks for a new one. */
  passwordChangeRequired: 'Please choose a new password to finish signing in',
} as const;
