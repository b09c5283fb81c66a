/**
 * Query keys home reads (each is also its URL, see queryKeyToUrl): the caller's games (the
 * current game cards) and each current game's leaderboard (the user's standing on its card).
 */
export const homeKeys = {
  games: ['/api/games'] as const,
  leaderboard: (gameId: string) => ['/api/games', gameId, 'leaderboard'] as const,
};
