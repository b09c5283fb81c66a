/**
 * Query keys of the games feature. Each key is also its URL (see queryKeyToUrl), and every game
 * key starts with '/api/games', so invalidating `gameKeys.all` refreshes every game read.
 */
export const gameKeys = {
  all: ['/api/games'] as const,
  detail: (gameId: string) => ['/api/games', gameId] as const,
  playerRounds: (gameId: string) => ['/api/games', gameId, 'player-rounds'] as const,
  leaderboard: (gameId: string) => ['/api/games', gameId, 'leaderboard'] as const,
  shares: (gameId: string) => ['/api/games', gameId, 'shares'] as const,
  /** Not a URL: the links are a POST (share-links), cached under this key. */
  shareLinks: (gameId: string, playerId: string | null) => ['games', gameId, 'share-links', playerId ?? 'any'] as const,
};
