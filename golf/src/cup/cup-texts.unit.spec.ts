import { describe, expect, it } from 'vitest';
import { flatHoles } from '../testing/round-fixture.ts';
import { cupMatch } from './cup-match.ts';
import { cupMatchStatusText, cupPointsText } from './cup-texts.ts';

const teams = ['Red', 'Blue'] as const;
const singles = (red: number[], blue: number[]) =>
  cupMatch({
    format: 'singles',
    holes: flatHoles(18),
    sides: [[{ id: 'r', courseHandicap: 0 }], [{ id: 'b', courseHandicap: 0 }]],
    scores: [
      ...red.map((strokes, i) => ({ playerId: 'r', holeNumber: i + 1, strokes })),
      ...blue.map((strokes, i) => ({ playerId: 'b', holeNumber: i + 1, strokes })),
    ],
  });
const fours = (n: number) => new Array<number>(n).fill(4);

describe("a match's line on the cup's board", () => {
  it('given the states of a match, then "Not started", "AS thru 4", "Red 2 UP thru 11", dormie, "Blue wins 3&2", "Halved"', () => {
    expect(cupMatchStatusText(singles([], []), teams)).toBe('Not started');
    expect(cupMatchStatusText(singles(fours(4), fours(4)), teams)).toBe('AS thru 4');
    expect(cupMatchStatusText(singles([3, 3, ...fours(9)], fours(11)), teams)).toBe('Red 2 UP thru 11');
    expect(cupMatchStatusText(singles([3, 3, ...fours(14)], fours(16)), teams)).toBe('Red 2 UP thru 16 (dormie)');
    expect(cupMatchStatusText(singles(fours(16), [3, 3, 3, ...fours(13)]), teams)).toBe('Blue wins 3&2');
    expect(cupMatchStatusText(singles([3, ...fours(17)], fours(18)), teams)).toBe('Red wins 1 UP');
    expect(cupMatchStatusText(singles(fours(18), fours(18)), teams)).toBe('Halved');
  });
});

describe('cup points as a golfer writes them', () => {
  it.each([
    [0, '0'],
    [0.5, '½'],
    [4.5, '4½'],
    [14, '14'],
    [2.25, '2¼'],
    [0.75, '¾'],
  ])('given %d, then "%s"', (points, text) => {
    expect(cupPointsText(points)).toBe(text);
  });
});
