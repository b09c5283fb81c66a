import type { HandicapRecordView } from '@golf/contracts';
import { indexWorking } from '@golf/golf';
import { oneDecimal } from './handicap-figures.ts';

/** "12.0", "12.0 and 13.1", "12.0, 12.4 and 13.1". */
const listed = (values: readonly string[]) =>
  values.length <= 1 ? (values[0] ?? '') : `${values.slice(0, -1).join(', ')} and ${values[values.length - 1]}`;

/**
 * How the index on the profile is worked out, in a golfer's words, from the record itself: which
 * rounds, which differentials, their average, what a short record takes off, and a cap that held
 * it (decision 0705). Null while there is no index (the card says how many rounds are missing) or
 * when the record's marks do not add up to it.
 */
export function indexExplanation(record: HandicapRecordView): string[] | null {
  if (record.handicapIndex === null) return null;
  const usedRounds = record.rounds.filter((round) => round.used && round.scoreDifferential !== null);
  const used = usedRounds.map((round) => (round.scoreDifferential ?? 0) - (round.exceptionalReduction ?? 0));
  const working = indexWorking(used, record.roundsCounted);
  if (!working) return null;
  const { roundsConsidered, lowest, differentials, average, adjustment, index } = working;
  const rounds =
    record.roundsCounted > roundsConsidered
      ? `your most recent ${roundsConsidered} counted rounds (of ${record.roundsCounted})`
      : `your ${roundsConsidered} counted rounds`;
  const lines = [
    "A round's score differential is how it compares with the course's difficulty: (adjusted gross score − course rating) × 113 ÷ slope rating.",
    lowest === 1
      ? `Of ${rounds}, the lowest differential counts: ${oneDecimal(average)}. It is marked in the record below.`
      : `Of ${rounds}, the lowest ${lowest} differentials count (${listed(differentials.map(oneDecimal))}): they average ${oneDecimal(average)}. They are marked in the record below.`,
  ];
  if (adjustment > 0) {
    lines.push(
      `With only ${roundsConsidered} rounds in your record, the World Handicap System takes ${adjustment.toFixed(1)} off until more rounds are in: ${oneDecimal(average)} − ${adjustment.toFixed(1)} = ${oneDecimal(index)}.`,
    );
  }
  if (usedRounds.some((round) => (round.exceptionalReduction ?? 0) > 0)) {
    lines.push('An exceptional round (7.0 or more below your index when you played it) took some strokes off these differentials.');
  }
  if (index !== record.handicapIndex && record.lowHandicapIndex !== null) {
    lines.push(
      `Your index would be ${oneDecimal(index)}, but it may rise only so far above your lowest index of the past year (${oneDecimal(record.lowHandicapIndex)}): it is held at ${oneDecimal(record.handicapIndex)}.`,
    );
  } else {
    lines.push(`That is your Handicap Index: ${oneDecimal(record.handicapIndex)}.`);
  }
  return lines;
}
