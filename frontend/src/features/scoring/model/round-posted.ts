import type { HandicapRecordView } from '@golf/contracts';
import { ROUNDS_FOR_AN_INDEX } from '@golf/golf';

/** One decimal; below zero as golfers write a plus figure (+1.2). */
const figure = (value: number) => (value < 0 ? `+${Math.abs(value).toFixed(1)}` : value.toFixed(1));

/**
 * What the phone that ended a round says once the user's own round of it counts in their
 * handicap record: "Round posted: differential 14.2; your index is now 12.8" (before the first
 * index: how many more rounds it needs). Null when they have no counted round of that game and round.
 */
export function roundPostedText(record: HandicapRecordView, gameId: string, roundNumber: number): string | null {
  const round = record.rounds.find((r) => r.gameId === gameId && r.roundNumber === roundNumber && r.counted);
  if (!round || round.scoreDifferential === null) return null;
  const index =
    record.handicapIndex === null
      ? `${Math.max(ROUNDS_FOR_AN_INDEX - record.roundsCounted, 1)} more to your first index`
      : `your index is now ${figure(record.handicapIndex)}`;
  return `Round posted: differential ${figure(round.scoreDifferential)}; ${index}`;
}
