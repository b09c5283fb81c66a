import { exceptionalReduction } from './exceptional-score.ts';
import { holeMaximums, type RatedTee } from './hole-maximum.ts';
import { cappedIndex, dayNumber, lowHandicapIndex } from './index-caps.ts';
import { indexFromDifferentials, RECORD_SIZE } from './index-from-differentials.ts';
import { adjustedGrossScore, scoreDifferential } from './score-differential.ts';
import { fromTenths, toTenths, type Tenths } from './tenths.ts';

/** A round that counts (see roundAcceptance), as the record takes it. */
export interface CountedRound {
  /** The day it was played, `YYYY-MM-DD`. */
  playedOn: string;
  tee: RatedTee;
  /** Gross strokes on holes 1 … 18. */
  strokes: readonly number[];
}

/** One counted round's figures, every value to one decimal where it has decimals. */
export interface CountedRoundFigures {
  /** From the index in effect when it was played; null while there was none. */
  courseHandicap: number | null;
  grossScore: number;
  adjustedGrossScore: number;
  /** Rule 5.1, before any exceptional score reduction. */
  scoreDifferential: number;
  /** What exceptional scores (its own and later ones) took off this differential in all. */
  exceptionalReduction: number;
  /** One of the differentials the current index averages. */
  used: boolean;
  /** The Handicap Index once this round was in; null below 3 rounds. */
  indexAfter: number | null;
}

export interface HandicapRecord {
  handicapIndex: number | null;
  /** Rule 5.8's low index as of the latest round, once the record has 20 differentials. */
  lowHandicapIndex: number | null;
  roundsCounted: number;
  /** In the order given. */
  rounds: CountedRoundFigures[];
}

interface Worked {
  courseHandicap: number | null;
  grossScore: number;
  adjustedGross: number;
  differential: Tenths;
  reduction: Tenths;
  index: Tenths | null;
  day: number;
}

/**
 * A golfer's handicap record (World Handicap System, 2024) from their counted rounds in the
 * order played, each worked with the index in effect before it: the hole maximums (par + 5, or
 * net double bogey once there is an index), the adjusted gross score and differential, an
 * exceptional score's reduction of the most recent 20 differentials, the index from them
 * (Rule 5.2) and, once there are 20, the soft and hard caps against the low index of the 365
 * days before. Rounds never affect the ones before them; a change to one changes it and every
 * index after it.
 */
export function handicapRecord(rounds: readonly CountedRound[]): HandicapRecord {
  const worked: Worked[] = [];
  let low: Tenths | null = null;
  let used: number[] = [];
  for (const round of rounds) {
    const indexBefore = worked.at(-1)?.index ?? null;
    const limits = holeMaximums(round.tee, indexBefore === null ? null : fromTenths(indexBefore));
    const adjustedGross = adjustedGrossScore(round.strokes, limits.maximums);
    const differential = toTenths(scoreDifferential(adjustedGross, round.tee.courseRating, round.tee.slopeRating));
    const reduction = exceptionalReduction(differential, indexBefore);
    const current: Worked = {
      courseHandicap: limits.courseHandicap,
      grossScore: round.strokes.reduce((sum, taken) => sum + taken, 0),
      adjustedGross,
      differential,
      reduction: 0,
      index: null,
      day: dayNumber(round.playedOn),
    };
    worked.push(current);
    const recent = worked.slice(-RECORD_SIZE);
    for (const earlier of recent) earlier.reduction += reduction;
    const fromTable = indexFromDifferentials(recent.map((r) => r.differential - r.reduction));
    low = worked.length >= RECORD_SIZE ? lowHandicapIndex(worked.slice(0, -1), current.day) : null;
    current.index = fromTable && low !== null ? cappedIndex(fromTable.index, low) : (fromTable?.index ?? null);
    used = (fromTable?.used ?? []).map((position) => worked.length - recent.length + position);
  }
  const usedSet = new Set(used);
  return {
    handicapIndex: fromTenthsOrNull(worked.at(-1)?.index ?? null),
    lowHandicapIndex: fromTenthsOrNull(low),
    roundsCounted: worked.length,
    rounds: worked.map((w, i) => ({
      courseHandicap: w.courseHandicap,
      grossScore: w.grossScore,
      adjustedGrossScore: w.adjustedGross,
      scoreDifferential: fromTenths(w.differential),
      exceptionalReduction: fromTenths(w.reduction),
      used: usedSet.has(i),
      indexAfter: fromTenthsOrNull(w.index),
    })),
  };
}

const fromTenthsOrNull = (tenths: Tenths | null) => (tenths === null ? null : fromTenths(tenths));
