/**
 * Query keys of the leaderboard screen; each is also its URL (see queryKeyToUrl). Every key
 * starts with the game's key, so invalidating `game` refreshes everything the screen reads of
 * that game (what a live change does), and `overall` is the prefix of every round view.
 */
export const leaderboardKeys = {
  game: (gameId: string) => ['/api/games', gameId] as const,
  overall: (gameId: string) => ['/api/games', gameId, 'leaderboard'] as const,
  round: (gameId: string, roundNumber: number) => ['/api/games', gameId, 'leaderboard', 'round', roundNumber] as const,
  scoreHistory: (gameId: string) => ['/api/games', gameId, 'score-history'] as const,
};
