/** What "where play is" reads of a board (LeaderboardView, or the home card's slice of it). */
export type PlayBoard = {
  status: string;
  /** The round the board shows; null on the overall board (then `currentRound`). */
  round: number | null;
  currentRound: number;
  entries: ReadonlyArray<{ scorecards: ReadonlyArray<{ roundNumber: number; holes: ReadonlyArray<{ strokes: number | null }> }> }>;
};

/**
 * Where play is in a round, from what was recorded (decision 0701), never from the hole an
 * organiser's phone is on: nobody has a score yet; everyone has completed the round; everyone is
 * level after `holes` holes; or the leading group (the players furthest on) has completed `holes`.
 */
export type PlayProgress =
  | { kind: 'game-complete' }
  | { kind: 'not-started'; roundNumber: number }
  | { kind: 'round-complete'; roundNumber: number }
  | { kind: 'thru'; roundNumber: number; holes: number; level: boolean };

export function wherePlayIs(board: PlayBoard): PlayProgress {
  if (board.status === 'completed') return { kind: 'game-complete' };
  const roundNumber = board.round ?? board.currentRound;
  const cards = board.entries.map((entry) => entry.scorecards.find((card) => card.roundNumber === roundNumber));
  const played = cards.map((card) => card?.holes.filter((hole) => hole.strokes !== null).length ?? 0);
  const holes = Math.max(0, ...played);
  const holeCount = Math.max(0, ...cards.map((card) => card?.holes.length ?? 0));
  if (holes === 0) return { kind: 'not-started', roundNumber };
  if (holeCount > 0 && played.every((count) => count === holeCount)) return { kind: 'round-complete', roundNumber };
  return { kind: 'thru', roundNumber, holes, level: played.every((count) => count === holes) };
}

/** "Thru 3", "Leading group thru 5", "Not started", "Round 1 complete"; `complete` for a finished game. */
export function wherePlayText(progress: PlayProgress, complete = 'Game Complete'): string {
  switch (progress.kind) {
    case 'game-complete':
      return complete;
    case 'not-started':
      return 'Not started';
    case 'round-complete':
      return `Round ${progress.roundNumber} complete`;
    case 'thru':
      return progress.level ? `Thru ${progress.holes}` : `Leading group thru ${progress.holes}`;
  }
}
