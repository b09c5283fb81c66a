/**
 * Query keys of the leaderboard screen; each is also its URL (see queryKeyToUrl). Every key
 * starts with the game's leaderboard key, so invalidating it refreshes the overall and every
 * round view.
 */
export const leaderboardKeys = {
  overall: (gameId: string) => ['/api/games', gameId, 'leaderboard'] as const,
  round: (gameId: string, roundNumber: number) => ['/api/games', gameId, 'leaderboard', 'round', roundNumber] as const,
};
