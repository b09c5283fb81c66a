/** Texts the scoring API answers with; one place so the API and the screens say the same thing. */
export const scoreMessages = {
  strokes: 'Strokes must be a whole number from 1 to 15',
  holeNumber: 'Hole number must be a whole number from 1 to 99',
  playerRequired: 'playerId must be a player id',
  scoreNotFound: 'Score not found',
  playerNotInGame: 'This player is not in the game',
  gameCompleted: 'This game is completed: scores can no longer change',
  roundNotStarted: (roundNumber: number) => `Round ${roundNumber} has not started`,
  roundNotInGame: (roundNumber: number, rounds: number) =>
    `Round ${roundNumber} is not in this game (${rounds} round${rounds === 1 ? '' : 's'})`,
  resultsPending: (roundNumber: number) => `The results of round ${roundNumber} are still being worked out. Please try again.`,
  holeNotOnCourse: (holeNumber: number, courseHoles: number) => `Hole ${holeNumber} is not on this course (${courseHoles} holes)`,
  ownScoresOnly: 'You can only change your own scores',
  viewOnly: 'You can view this game but not change its scores',
  notQuotaGame: 'Quotas are adjusted only in quota scoring',
  roundNotCompleted: (roundNumber: number) => `Round ${roundNumber} is not completed: every player needs a score on every hole`,
  lastRound: (roundNumber: number) => `Round ${roundNumber} is the last round: there is no next round to adjust quotas for`,
  expectedStrokes: 'expectedStrokes must be null or a whole number from 1 to 15',
  onBehalf: 'onBehalf must be true or false',
  putts: 'Putts must be a whole number from 0 to 10, or null to clear them',
  penalties: 'Penalty strokes must be a whole number from 0 to 5, or null to clear them',
  fairway: 'Fairway must be hit, left or right, or null to clear it',
  factFlag: (name: string) => `${name} must be true or false, or null to clear it`,
  onOtherPhone: (playerName: string, phoneOf: string | null) =>
    `${playerName} scores on ${phoneOf === playerName ? 'their own phone' : phoneOf ? `${phoneOf}'s phone` : 'another phone'}: nothing was saved. To enter this score for ${playerName} on purpose, use "Enter for ${playerName}" (onBehalf: true).`,
  changedMeanwhile: (playerName: string, holeNumber: number, current: number, yours: number) =>
    `${playerName}'s score on hole ${holeNumber} was changed to ${current} by someone else; yours was ${yours}. Send yours again without expectedStrokes to replace it.`,
} as const;

const CHANGED_MEANWHILE = /^(.*)'s score on hole (\d+) was changed to (\d+) by someone else; yours was (\d+)\./s;

/**
 * The facts of a 409 that refused a score because someone else changed it meanwhile (see
 * `scoreMessages.changedMeanwhile`), or null for any other message. Kept beside the message so the
 * phone that shows the conflict and the API that words it cannot drift apart.
 */
export function readScoreConflict(message: string): { playerName: string; holeNumber: number; current: number; yours: number } | null {
  const match = CHANGED_MEANWHILE.exec(message);
  if (!match) return null;
  return { playerName: match[1] ?? '', holeNumber: Number(match[2]), current: Number(match[3]), yours: Number(match[4]) };
}
