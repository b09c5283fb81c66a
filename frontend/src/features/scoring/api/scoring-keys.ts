/**
 * Query keys of the scoring screens. Each key is also its URL (see queryKeyToUrl); game keys
 * start with '/api/games' as every game read does, so a game change refreshes them all.
 */
export const scoringKeys = {
  games: ['/api/games'] as const,
  game: (gameId: string) => ['/api/games', gameId] as const,
  playerRounds: (gameId: string) => ['/api/games', gameId, 'player-rounds'] as const,
  roundScores: (gameId: string, roundNumber: number) => ['/api/games', gameId, 'scores', roundNumber] as const,
  roundLeaderboard: (gameId: string, roundNumber: number) => ['/api/games', gameId, 'leaderboard', 'round', roundNumber] as const,
  leaderboards: (gameId: string) => ['/api/games', gameId, 'leaderboard'] as const,
  /** Not a URL: the course is read from /api/courses/{id} under the scoring feature's own key. */
  course: (courseId: string) => ['scoring', 'course', courseId] as const,
};

/** Mutation key of a score save (the offline queue): its defaults (score-save-defaults.ts) let a save resume after a reload. */
export const scoreSaveKey = ['scoring', 'save-score'] as const;

/** Mutation key of a hole awards choice, queued with the score saves (hole-awards-save.ts). */
export const holeAwardsSaveKey = ['scoring', 'save-hole-awards'] as const;
