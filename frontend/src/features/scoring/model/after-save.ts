/**
 * Where play goes once a hole's scores are saved (spec 4, Game status):
 * - a hole before the current one was edited: 'Score Updated!', back to the current hole;
 * - the last hole of the last round: the game is completed;
 * - the last hole of an earlier round: the round summary (the hole does not advance);
 * - otherwise: the next hole.
 */
export type AfterSave =
  | { kind: 'score-updated'; holeNumber: number }
  | { kind: 'next-hole'; holeNumber: number }
  | { kind: 'round-summary'; roundNumber: number }
  | { kind: 'game-completed' }
  | { kind: 'card-done'; roundNumber: number };

export type PlayPosition = {
  /** The hole whose scores were saved. */
  savedHole: number;
  currentHole: number;
  currentRound: number;
  /** Holes of the round's course: 9 or 18. */
  holeCount: number;
  numberOfRounds: number;
};

export function afterSave({ savedHole, currentHole, currentRound, holeCount, numberOfRounds }: PlayPosition): AfterSave {
  if (savedHole < currentHole) return { kind: 'score-updated', holeNumber: savedHole };
  if (savedHole < holeCount) return { kind: 'next-hole', holeNumber: savedHole + 1 };
  if (currentRound < numberOfRounds) return { kind: 'round-summary', roundNumber: currentRound };
  return { kind: 'game-completed' };
}

/**
 * The same for a player's own card (see own-card.ts), which never moves the game: an earlier
 * hole is an update, the last hole finishes the card (the admins end the round), any other
 * goes on to the next hole on this phone only.
 */
export function afterOwnSave({ savedHole, currentHole, currentRound, holeCount }: PlayPosition): AfterSave {
  if (savedHole < currentHole) return { kind: 'score-updated', holeNumber: savedHole };
  if (savedHole < holeCount) return { kind: 'next-hole', holeNumber: savedHole + 1 };
  return { kind: 'card-done', roundNumber: currentRound };
}
