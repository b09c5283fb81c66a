import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchAllowances } from './match-allowances.ts';

describe('cup match allowances, WHS Appendix C (docs/golf-rules.md section 16)', () => {
  describe("section 16's example: Red CH 4 and 10, Blue CH 12 and 20", () => {
    it('given four-ball, then 90 %: 4, 9, 11, 18, and off the lowest: 0, 5, 7, 14', () => {
      expect(
        matchAllowances('four_ball', [
          [4, 10],
          [12, 20],
        ]),
      ).toEqual([
        [0, 5],
        [7, 14],
      ]);
    });

    it('given foursomes, then Red (4 + 10) / 2 = 7, Blue (12 + 20) / 2 = 16: Blue receives 9', () => {
      expect(
        matchAllowances('foursomes', [
          [4, 10],
          [12, 20],
        ]),
      ).toEqual([[0], [9]]);
    });
  });

  it('given singles CH 8 against CH 15, then the lower plays off 0 and the higher receives 7', () => {
    expect(matchAllowances('singles', [[8], [15]])).toEqual([[0], [7]]);
    expect(matchAllowances('singles', [[15], [8]])).toEqual([[7], [0]]);
  });

  it('given four-ball CHs whose 90 % ends in a half (15 → 13.5, 25 → 22.5), then rounded half up', () => {
    expect(
      matchAllowances('four_ball', [
        [15, 25],
        [5, 30],
      ]),
    ).toEqual([
      // 14, 23 / 5 (4.5 → 5), 27
      [9, 18],
      [0, 22],
    ]);
  });

  it('given foursomes sides of odd sums (13 and 21), then each half rounds up: 7 and 11', () => {
    expect(
      matchAllowances('foursomes', [
        [6, 7],
        [10, 11],
      ]),
    ).toEqual([[0], [4]]);
  });

  it('given a plus handicap in four-ball (CH −3), then 90 % is −2.7 → −3 and the others receive more', () => {
    expect(
      matchAllowances('four_ball', [
        [-3, 10],
        [0, 20],
      ]),
    ).toEqual([
      [0, 12],
      [3, 21],
    ]);
  });

  it('given the wrong number of players a side, or the same player twice, then a clear error', () => {
    expect(() => matchAllowances('singles', [[1, 2], [3]])).toThrow('In singles each side has 1 player; side 1 has 2');
    expect(() => matchAllowances('four_ball', [[1], [3, 4]])).toThrow('In four-ball each side has 2 players; side 1 has 1');
    expect(() =>
      matchAllowances('foursomes', [
        [1.5, 2],
        [3, 4],
      ]),
    ).toThrow('Course handicap must be a whole number, got 1.5');
  });

  it('property: somebody plays off 0, nobody off less, and the higher the CH the more strokes, side by side', () => {
    const ch = fc.integer({ min: -8, max: 54 });
    fc.assert(
      fc.property(fc.tuple(ch, ch, ch, ch), ([a1, a2, b1, b2]) => {
        for (const format of ['four_ball', 'foursomes'] as const) {
          const [a, b] = matchAllowances(format, [
            [a1, a2],
            [b1, b2],
          ]);
          expect(Math.min(...a, ...b)).toBe(0);
        }
        const [[x], [y]] = matchAllowances('singles', [[a1], [b1]]);
        expect(x! - y!).toBe(a1 - b1);
        const [fourA] = matchAllowances('four_ball', [
          [a1, a2],
          [b1, b2],
        ]);
        if (a1 > a2) expect(fourA[0]!).toBeGreaterThanOrEqual(fourA[1]!);
      }),
    );
  });
});
