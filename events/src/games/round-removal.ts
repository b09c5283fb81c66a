/**
 * Where play stands after RoundRemoved: the rounds after the removed one move up a number, so a
 * later current round moves with them; when the current round itself goes, play restarts at
 * hole 1 of the round that takes its number (or of the new last round).
 */
export function positionAfterRoundRemoved(
  position: { currentRound: number; currentHole: number; numberOfRounds: number },
  removedRound: number,
): { currentRound: number; currentHole: number; numberOfRounds: number } {
  const numberOfRounds = Math.max(1, position.numberOfRounds - 1);
  if (removedRound < position.currentRound) {
    return { currentRound: position.currentRound - 1, currentHole: position.currentHole, numberOfRounds };
  }
  if (removedRound === position.currentRound) {
    return { currentRound: Math.min(position.currentRound, numberOfRounds), currentHole: 1, numberOfRounds };
  }
  return { ...position, numberOfRounds };
}

/** A round's number after `removedRound` was removed (rounds after it move up one). */
export function roundNumberAfterRemoval(roundNumber: number, removedRound: number): number {
  return roundNumber > removedRound ? roundNumber - 1 : roundNumber;
}
