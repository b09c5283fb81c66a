import { headerOf, type CourseColumnKey } from './course-columns.ts';
import type { ScorecardRow } from './read-course-rows.ts';

/** A problem found in one tee set's rows, before the sheet name is attached. */
export type RowProblem = { row: number; column: string; message: string };

/** One tee set's values that hold for all its holes: the first non-blank value of each column. */
export type TeeSetSettings = { teeColor: string | null; courseRating: number | null; slopeRating: number | null };

type SettingKey = keyof TeeSetSettings & CourseColumnKey;

/**
 * Checks the rows of one tee set: the same colour, rating and slope wherever given (blanks
 * take the first value), each hole once, holes 1..n with n 9 or 18, and stroke indexes a
 * permutation of 1..n. Returns the tee set's hole count when sound.
 */
export function checkTeeSetRows(
  name: string,
  rows: readonly ScorecardRow[],
): { problems: RowProblem[]; holes: 9 | 18 | null; settings: TeeSetSettings } {
  const problems: RowProblem[] = [];
  const problem = (row: number, key: CourseColumnKey, message: string) => problems.push({ row, column: headerOf(key), message });
  const settings: TeeSetSettings = { teeColor: null, courseRating: null, slopeRating: null };
  for (const key of ['teeColor', 'courseRating', 'slopeRating'] as const satisfies readonly SettingKey[]) {
    const first = rows.find((row) => row[key] !== null);
    if (first === undefined) continue;
    settings[key] = first[key] as never;
    for (const row of rows) {
      const value = row[key];
      if (value === null || same(value, first[key])) continue;
      problem(
        row.row,
        key,
        `Tee set ${name} has ${headerOf(key)} ${String(first[key])} in row ${first.row} but ${String(value)} here: give one value per tee set, or leave the other rows blank.`,
      );
    }
  }

  const byHole = new Map<number, ScorecardRow>();
  for (const row of rows) {
    const earlier = byHole.get(row.holeNumber);
    if (earlier)
      problem(row.row, 'holeNumber', `Hole ${row.holeNumber} of tee set ${name} is listed twice (rows ${earlier.row} and ${row.row}).`);
    else byHole.set(row.holeNumber, row);
  }
  if (problems.some((p) => p.column === headerOf('holeNumber'))) return { problems, holes: null, settings };

  const count = byHole.size;
  const first = rows[0] as ScorecardRow;
  if (count !== 9 && count !== 18) {
    const expected = count < 9 ? 9 : 18;
    const missing = range(expected).filter((hole) => !byHole.has(hole));
    problem(first.row, 'holeNumber', `Tee set ${name} has ${count} holes; a tee set needs 9 or 18 (missing: ${missing.join(', ')}).`);
    return { problems, holes: null, settings };
  }
  for (const row of rows) {
    if (row.holeNumber > count)
      problem(row.row, 'holeNumber', `Hole ${row.holeNumber} cannot be on a 9-hole tee set: number its holes 1 to 9.`);
  }

  const byIndex = new Map<number, ScorecardRow>();
  for (const row of [...rows].sort((a, b) => a.holeNumber - b.holeNumber)) {
    if (row.handicap > count) {
      problem(row.row, 'handicap', `Handicap ${row.handicap} is too high for a ${count}-hole tee set: use 1 to ${count}, each once.`);
      continue;
    }
    const earlier = byIndex.get(row.handicap);
    if (earlier === undefined) {
      byIndex.set(row.handicap, row);
      continue;
    }
    const unused = range(count).filter((index) => !rows.some((other) => other.handicap === index));
    problem(
      row.row,
      'handicap',
      `Handicap ${row.handicap} is used twice in tee set ${name} (holes ${earlier.holeNumber} and ${row.holeNumber}); ` +
        `each hole needs its own handicap from 1 to ${count}. Not used: ${unused.join(', ')}.`,
    );
  }
  return { problems, holes: problems.length === 0 ? count : null, settings };
}

function same(a: string | number | null, b: string | number | null): boolean {
  return typeof a === 'string' && typeof b === 'string' ? a.toLowerCase() === b.toLowerCase() : a === b;
}

function range(n: number): number[] {
  return Array.from({ length: n }, (_, index) => index + 1);
}
