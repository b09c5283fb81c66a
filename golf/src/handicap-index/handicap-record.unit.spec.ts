import { describe, expect, it } from 'vitest';
import { handicapRecord, type CountedRound } from './handicap-record.ts';
import type { RatedTee } from './hole-maximum.ts';

/** Test data: 18 par 4s (par 72), stroke index = hole number, CR 72.0, SR 113: a differential is AGS − 72. */
const flat: RatedTee = {
  courseRating: 72,
  slopeRating: 113,
  holes: Array.from({ length: 18 }, (_, i) => ({ par: 4, strokeIndex: i + 1 })),
};

/** Par 4s with the given holes changed: `{ 1: 10 }` is a 10 on hole 1. */
const card = (changed: Record<number, number> = {}) => Array.from({ length: 18 }, (_, i) => changed[i + 1] ?? 4);

/** A card of `gross` strokes with nothing above a double bogey: bogeys from hole 1 on, then doubles. */
function cardOf(gross: number): number[] {
  const over = gross - 72;
  return Array.from({ length: 18 }, (_, i) => 4 + (i < over ? 1 : 0) + (i < over - 18 ? 1 : 0));
}

const day = (n: number, year = 2024) => new Date(Date.UTC(year, 0, n)).toISOString().slice(0, 10);
const rounds = (cards: readonly number[][], firstDay = 1, year = 2024): CountedRound[] =>
  cards.map((strokes, i) => ({ playedOn: day(firstDay + i, year), tee: flat, strokes }));
const repeat = <T>(times: number, value: T): T[] => Array.from({ length: times }, () => value);

describe('a handicap record (World Handicap System)', () => {
  it('given no rounds, then no index and nothing counted', () => {
    expect(handicapRecord([])).toEqual({ handicapIndex: null, lowHandicapIndex: null, roundsCounted: 0, rounds: [] });
  });

  it('given the same card with a 10 on hole 1 four times, then par + 5 caps it through the third round and net double bogey from the fourth', () => {
    const record = handicapRecord(rounds(repeat(4, card({ 1: 10 }))));
    expect(record.rounds.map((r) => [r.courseHandicap, r.grossScore, r.adjustedGrossScore, r.scoreDifferential, r.indexAfter])).toEqual([
      // No index yet: hole 1 counts par + 5 = 9. AGS 77, differential 5.0.
      [null, 78, 77, 5.0, null],
      [null, 78, 77, 5.0, null],
      // Third round: still no index before it (2 rounds); after it 5.0 − 2.0 = 3.0.
      [null, 78, 77, 5.0, 3.0],
      // Index 3.0 gives CH 3: a stroke on SI 1, so hole 1 counts 4 + 2 + 1 = 7. AGS 75; index 3.0 − 1.0.
      [3, 78, 75, 3.0, 2.0],
    ]);
    expect(record).toMatchObject({ handicapIndex: 2.0, roundsCounted: 4, lowHandicapIndex: null });
    expect(record.rounds.map((r) => r.used)).toEqual([false, false, false, true]);
  });

  it('given a differential 8.0 below the index, then 1.0 comes off each differential of the record', () => {
    // Five rounds of 90 (differential 18.0): index 16.0, 17.0, 18.0 after rounds 3 to 5. Then 82: 10.0.
    const record = handicapRecord(rounds([...repeat(5, cardOf(90)), cardOf(82)]));
    const sixth = record.rounds[5]!;
    expect(sixth).toMatchObject({ courseHandicap: 18, scoreDifferential: 10.0, exceptionalReduction: 1.0 });
    // Six differentials less 1.0: 17.0 × 5 and 9.0. Lowest 2: (9.0 + 17.0) / 2 = 13.0, less 1.0.
    expect(sixth.indexAfter).toBe(12.0);
    expect(record.rounds.map((r) => r.exceptionalReduction)).toEqual(repeat(6, 1.0));
    expect(record.rounds.map((r) => r.used)).toEqual([true, false, false, false, false, true]);
  });

  it('given a differential 10.0 below the index, then 2.0 comes off each; a second exceptional score adds its own', () => {
    // Five rounds of 90 (index 18.0), then 80: differential 8.0, 10.0 below.
    const record = handicapRecord(rounds([...repeat(5, cardOf(90)), cardOf(80), cardOf(73)]));
    // 16.0 × 5 and 6.0: (6.0 + 16.0) / 2 − 1.0 = 10.0.
    expect(record.rounds[5]).toMatchObject({ scoreDifferential: 8.0, indexAfter: 10.0 });
    // Then 73: differential 1.0, 9.0 below 10.0: 1.0 more off all seven. 15.0 × 5, 5.0, 0.0: (0.0 + 5.0) / 2.
    expect(record.rounds[6]).toMatchObject({ scoreDifferential: 1.0, indexAfter: 2.5 });
    expect(record.rounds.map((r) => r.exceptionalReduction)).toEqual([...repeat(6, 3.0), 1.0]);
    expect(record.handicapIndex).toBe(2.5);
  });

  it('given an exceptional 21st round, then its reduction reaches the most recent 20 only', () => {
    const record = handicapRecord(rounds([...repeat(20, cardOf(90)), cardOf(80)]));
    expect(record.rounds[19]!.indexAfter).toBe(18.0);
    expect(record.rounds.map((r) => r.exceptionalReduction)).toEqual([0, ...repeat(20, 2.0)]);
    // Rounds 2–21 less 2.0: 16.0 × 19 and 6.0. Lowest 8: (6.0 + 7 × 16.0) / 8 = 14.75 → 14.8.
    expect(record.handicapIndex).toBe(14.8);
  });

  it('given an index rising more than 3.0 above the low index of the last 365 days, then the soft cap and then the hard cap hold it', () => {
    const record = handicapRecord([
      // 2023: seven rounds of 82 (10.0); the index is 8.0 after the third, but that is over a year before.
      ...rounds(repeat(7, cardOf(82)), 1, 2023),
      // 2024: thirteen more of 82 (index 10.0 throughout), then fifteen of 102 (differential 30.0).
      ...rounds(repeat(13, cardOf(82)), 8),
      ...rounds(repeat(15, cardOf(102)), 32),
    ]);
    const indexes = record.rounds.map((r) => r.indexAfter);
    expect(indexes.slice(0, 7)).toEqual([null, null, 8.0, 9.0, 10.0, 9.0, 10.0]);
    expect(indexes.slice(7, 32)).toEqual(repeat(25, 10.0));
    // 13th round of 102: 7 × 10.0 and 30.0 are the lowest 8: 12.5, within 3.0 of the low 10.0.
    expect(indexes[32]).toBe(12.5);
    // 14th: (6 × 10.0 + 2 × 30.0) / 8 = 15.0, soft cap: 13.0 + (15.0 − 13.0) / 2 = 14.0.
    expect(indexes[33]).toBe(14.0);
    // 15th: (5 × 10.0 + 3 × 30.0) / 8 = 17.5, soft cap 13.0 + 2.25 → 15.3, hard cap 10.0 + 5.0.
    expect(indexes[34]).toBe(15.0);
    expect(record).toMatchObject({ handicapIndex: 15.0, lowHandicapIndex: 10.0, roundsCounted: 35 });
  });

  it('given a corrected score in an older round, then that round and every index after it move, and nothing before it', () => {
    // Round 4 has a 9 on hole 10 (SI 10) and bogeys on holes 1–9: 86.
    const fourth = card({ 1: 5, 2: 5, 3: 5, 4: 5, 5: 5, 6: 5, 7: 5, 8: 5, 9: 5, 10: 9 });
    const before = handicapRecord(rounds([cardOf(90), cardOf(90), cardOf(90), fourth, cardOf(85)]));
    const after = handicapRecord(rounds([cardOf(90), cardOf(80), cardOf(90), fourth, cardOf(85)]));
    const figures = (record: typeof before) =>
      record.rounds.map((r) => [r.courseHandicap, r.adjustedGrossScore, r.scoreDifferential, r.indexAfter]);
    expect(figures(before)).toEqual([
      [null, 90, 18.0, null],
      [null, 90, 18.0, null],
      [null, 90, 18.0, 16.0],
      // CH 16: a stroke on SI 10, hole 10 counts 7. AGS 84; 12.0 − 1.0.
      [16, 84, 12.0, 11.0],
      [11, 85, 13.0, 12.0],
    ]);
    expect(figures(after)).toEqual([
      [null, 90, 18.0, null],
      [null, 80, 8.0, null],
      [null, 90, 18.0, 6.0],
      // CH 6: no stroke on SI 10, hole 10 counts 6. AGS 83; 8.0 − 1.0.
      [6, 83, 11.0, 7.0],
      [7, 85, 13.0, 8.0],
    ]);
  });
});
