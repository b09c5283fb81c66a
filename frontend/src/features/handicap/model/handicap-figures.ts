import type { HandicapRecordView, HandicapRoundView } from '@golf/contracts';
import { ROUNDS_FOR_AN_INDEX } from '@golf/golf';

/** An index or differential as golfers write it: one decimal, below zero as a plus figure (+1.2). */
export function oneDecimal(value: number): string {
  return value < 0 ? `+${Math.abs(value).toFixed(1)}` : value.toFixed(1);
}

/** "3 rounds to your first index: 1 more to go" while the record has fewer than 3 counted rounds. */
export function roundsToFirstIndex(roundsCounted: number): string {
  return `${ROUNDS_FOR_AN_INDEX} rounds to your first index: ${Math.max(ROUNDS_FOR_AN_INDEX - roundsCounted, 1)} more to go`;
}

/** A round's date as the record lists it: "May 3, 2025". */
export function playedOn(playedAt: string): string {
  return new Date(playedAt).toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });
}

/** The index after each counted round, oldest first: the trend chart's points. */
export function indexTrend(record: HandicapRecordView): Array<{ playedAt: string; index: number }> {
  return record.rounds
    .filter((round): round is HandicapRoundView & { indexAfter: number } => round.counted && round.indexAfter !== null)
    .map((round) => ({ playedAt: round.playedAt, index: round.indexAfter }))
    .reverse();
}
