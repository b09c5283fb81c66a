/** Texts the sharing and joining API answers with and the app shows (product spec §5 Sharing, §8). */
export const sharingMessages = {
  emailRequired: 'Email required',
  invalidEmail: 'Invalid email',
  shareNotFound: 'Share not found',
  creatorKeepsAccess: 'The game’s creator always keeps admin access',
  playerNotInGame: 'This player is not in the game',
  playerClaimed: (name: string) => `${name} is already taken by someone else: choose another player`,
  signInToJoin: (level: 'admin' | 'player') => `Sign in or create an account to join as ${level === 'admin' ? 'an admin' : 'a player'}`,
  updateNeedsAChange: 'Send the new accessLevel, playerIds or both',
  playersNeedPlayerAccess: 'Only a player’s access is tied to players',
  invitationNotFound: 'This invitation no longer opens the game: ask the organiser to share it with you again',
  invitationForAnother: (email: string) =>
    `This invitation is for ${email}: sign in with that address, or ask the organiser to share the game with yours`,
} as const;
