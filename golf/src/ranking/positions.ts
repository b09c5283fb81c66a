import { GolfRuleError, requireInteger } from '../golf-rule-error.ts';

/** A leaderboard place. Tied rows share the position of the first of them (1, 2, 2, 4). */
export interface Placed {
  position: number;
  /** True when another row has the same position; shown as "T2". */
  tied: boolean;
}

/**
 * Sorts rows with `compare` (negative: `a` ranks higher) and gives rows that compare equal a
 * shared position: totals 30, 28, 28, 25 give 1, 2, 2, 4. The sort is stable, so tied rows
 * keep their input order.
 */
export function rankBy<T extends object>(rows: readonly T[], compare: (a: T, b: T) => number): Array<T & Placed> {
  const sorted = [...rows].sort(compare);
  const positions = sorted.map((_, index) => index);
  sorted.forEach((row, index) => {
    if (index > 0 && compare(sorted[index - 1]!, row) === 0) positions[index] = positions[index - 1]!;
  });
  return sorted.map((row, index) => {
    const position = positions[index]!;
    const tied = positions.filter((p) => p === position).length > 1;
    return { ...row, position: position + 1, tied };
  });
}

/** Whether a row (a player, a team, a match side) has a hole played on the board it ranks on. */
export interface Started {
  /** False until the row has a hole played: such a row is shown "not started", never as a position. */
  started: boolean;
}

/**
 * Ranks rows in the middle of a round (docs/golf-rules.md section 4): every row that has a hole played,
 * by `compare`, then every row that has none. Rows not started share the place after the last
 * started row and keep their input order (a game's players in the order they joined).
 */
export function rankStartedFirst<T extends object>(
  rows: readonly T[],
  isStarted: (row: T) => boolean,
  compare: (a: T, b: T) => number,
): Array<T & Started & Placed> {
  return rankBy(
    rows.map((row) => ({ ...row, started: isStarted(row) })),
    (a, b) => Number(b.started) - Number(a.started) || (a.started ? compare(a, b) : 0),
  );
}

/** "2" or "T2" for a tied position. */
export function positionLabel(place: Placed): string {
  return place.tied ? `T${place.position}` : `${place.position}`;
}

/** English ordinal text: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 22nd, 101st, 111th. */
export function ordinal(position: number): string {
  requireInteger(position, 'Position');
  if (position < 1) throw new GolfRuleError(`Position must be 1 or more, got ${position}`);
  const lastTwo = position % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${position}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][position % 10] ?? 'th';
  return `${position}${suffix}`;
}

/** Strokes minus par: positive over, negative under. */
export function scoreToPar(strokes: number, par: number): number {
  return strokes - par;
}

/** "E" for level par, "+3" over, "-2" under (spec: E, +n or -n). */
export function toParText(diff: number): string {
  requireInteger(diff, 'Score to par');
  if (diff === 0) return 'E';
  return diff > 0 ? `+${diff}` : `-${-diff}`;
}

/**
 * Par of exactly the holes played so far, so "to par" is right mid-round (the spec's fixed 72
 * is right only after 18 holes of a par-72 course). Unknown hole numbers are an error.
 */
export function parForHolesPlayed(holes: readonly { number: number; par: number }[], played: readonly number[]): number {
  const parByHole = new Map(holes.map((hole) => [hole.number, hole.par]));
  return [...new Set(played)].reduce((sum, number) => {
    const par = parByHole.get(number);
    if (par === undefined) throw new GolfRuleError(`Hole ${number} is not on this course`);
    return sum + par;
  }, 0);
}
