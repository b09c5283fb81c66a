import type { RoundInput } from '../formats/round-input.ts';
import { flatHoles, roundOf } from './round-fixture.ts';

/**
 * Test data only: a match on 18 par 4s from side 1's results, one letter a hole (`W` side 1 wins
 * it, `L` loses it, `H` halved, `.` not played yet). Singles: A against B; four-ball: A and B
 * (team 1) against C and D (team 2), where A and C decide each hole.
 */
export function matchRound(results: string, kind: 'singles' | 'four_ball' = 'singles', roundNumber = 1): RoundInput {
  const letters = [...results.replaceAll(' ', '')];
  const side1 = letters.map((r) => (r === '.' ? null : r === 'W' ? 3 : r === 'L' ? 5 : 4));
  const side2 = letters.map((r) => (r === '.' ? null : 4));
  const others = letters.map((r) => (r === '.' ? null : 6));
  const players =
    kind === 'singles'
      ? [
          { id: 'A', gross: side1 },
          { id: 'B', gross: side2 },
        ]
      : [
          { id: 'A', team: 1, gross: side1 },
          { id: 'B', team: 1, gross: others },
          { id: 'C', team: 2, gross: side2 },
          { id: 'D', team: 2, gross: others },
        ];
  return { ...roundOf({ holes: flatHoles(18), players }), roundNumber };
}

/** The worked example of docs/golf-rules.md section 11, from A's side. */
export const PRESS_EXAMPLE = 'LLHHHHHLL HLWHWHLWH';
