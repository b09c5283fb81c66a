/**
 * Query keys of the games feature. Each key is also its URL (see queryKeyToUrl), and every game
 * key starts with '/api/games', so invalidating `gameKeys.all` refreshes every game read.
 */
export const gameKeys = {
  all: ['/api/games'] as const,
  detail: (gameId: string) => ['/api/games', gameId] as const,
  playerRounds: (gameId: string) => ['/api/games', gameId, 'player-rounds'] as const,
  leaderboard: (gameId: string) => ['/api/games', gameId, 'leaderboard'] as const,
};
