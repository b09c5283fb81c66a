import type { MatchNassauResult } from '../betting/match-nassau.ts';

/** A press as the board shows it, under the Nassau bet it presses (`pressOf`: a bet, or a press's id). */
export interface PressLine {
  id: string;
  pressOf: string;
  holes: { from: number; to: number };
  automatic: boolean;
  complete: boolean;
  /** The players of the side ahead as it stands; both sides' players when level after a hole (`tied`); none before it starts. */
  winners: string[];
  tied: boolean;
  stakeCents: number;
}

/** The presses of a match play Nassau as board lines, in the order they were opened or recorded. */
export function pressLines(nassau: MatchNassauResult): PressLine[] {
  return nassau.presses.map((press) => {
    const tied = press.holesPlayed > 0 && press.leader === null;
    const winners = press.leader === null ? (tied ? nassau.sides.flat() : []) : nassau.sides[press.leader - 1]!;
    return {
      id: press.id,
      pressOf: press.pressOf!,
      holes: press.holes,
      automatic: press.automatic,
      complete: press.complete,
      winners: [...winners],
      tied,
      stakeCents: press.stakeCents,
    };
  });
}
