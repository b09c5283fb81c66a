/** Texts of the admin API and screens (spec §6 and §8). */
export const adminMessages = {
  accessDenied: 'You must be a super admin to access this page.',
  ownRoles: 'You cannot change your own roles',
  userNotFound: 'User not found',
  loggedOut: 'You are logged out. Logging in again...',
  permissionsFailed: 'Failed to update user permissions.',
  createUserFailed: 'Failed to create user. Please try again.',
  streamNotSetAside: 'This stream is not set aside: it may have been repaired already.',
  retryFailed: 'The retry could not be recorded. Please try again.',
} as const;
