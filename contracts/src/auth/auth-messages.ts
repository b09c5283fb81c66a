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
  /** The 401 of a session token past its seven days (or issued before sessions could be ended). */
  sessionExpired: 'Your session has expired. Please sign in again.',
  /** The 401 of a session that was signed out, or ended by a password or role change. */
  sessionEnded: 'Your session has ended. Please sign in again.',
  signedOut: 'Signed out',
  currentPasswordWrong: 'Current password is incorrect',
  passwordChanged: 'Password changed',
  /** The confirmation link of a listed super-admin address (confirming-super-admin). */
  superAdminLinkInvalid: 'This confirmation link is invalid, already used or expired',
  superAdminOtherAccount: 'This link confirms the address of another account: sign in with the address it was sent to, then open it again',
  superAdminNoLongerListed: 'This address is no longer listed as a super admin',
  /** Changing one's e-mail address (docs/decisions/0730-an-address-takes-its-pending-shares-only-once-proved.md). */
  emailChangeNeedsPassword: 'Enter your current password to change your email address',
  emailConfirmationSent: (email: string) =>
    `We sent a confirmation link to ${email}. Your email changes when you open it; until then you sign in with your current one.`,
  emailConfirmLinkInvalid: 'This confirmation link is invalid, already used or expired. Ask for a new one on your profile.',
  emailConfirmOtherAccount:
    'This link confirms an address for another account: sign in with the account that asked for it, then open it again',
  emailConfirmReplaced:
    'This link was for an address your account no longer asks for. Open the newest link, or ask for a new one on your profile.',
  emailAlreadyConfirmed: 'Your email address is confirmed already',
  emailConfirmed: (email: string) => `Your email address ${email} is confirmed`,
  /** A sign-in link (`/auth?token=…`) that does not work any more. */
  signInLinkSessionEnded:
    'This sign-in link no longer works: the session that made it has ended (signed out, or the password changed). Sign in with your email and password, or ask for a new link.',
  signInLinkInvalid: 'This sign-in link is invalid, already used or expired. Sign in with your email and password, or ask for a new link.',
} as const;
