/** Texts of the handicap record's answers and screens. */
export const handicapMessages = {
  userNotFound: 'User not found',
} as const;
