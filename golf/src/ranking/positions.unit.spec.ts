import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ordinal, parForHolesPlayed, positionLabel, rankBy, scoreToPar, toParText } from './positions.ts';

const byTotalDesc = (a: { total: number }, b: { total: number }) => b.total - a.total;

describe('positions and ties (docs/golf-rules.md section 4)', () => {
  it('given totals 30, 28, 28, 25, then positions 1, 2, 2, 4 with the 2s tied', () => {
    const ranked = rankBy([{ total: 28 }, { total: 30 }, { total: 25 }, { total: 28 }], byTotalDesc);
    expect(ranked.map((r) => [r.total, r.position, r.tied])).toEqual([
      [30, 1, false],
      [28, 2, true],
      [28, 2, true],
      [25, 4, false],
    ]);
    expect(ranked.map(positionLabel)).toEqual(['1', 'T2', 'T2', '4']);
  });

  it('given everyone level, then all share 1st', () => {
    const ranked = rankBy([{ total: 3 }, { total: 3 }, { total: 3 }], byTotalDesc);
    expect(ranked.map(positionLabel)).toEqual(['T1', 'T1', 'T1']);
  });

  it('given tied rows, then they keep their input order', () => {
    const ranked = rankBy(
      [
        { id: 'b', total: 1 },
        { id: 'a', total: 1 },
      ],
      byTotalDesc,
    );
    expect(ranked.map((r) => r.id)).toEqual(['b', 'a']);
  });

  it('given no rows, then no positions', () => {
    expect(rankBy([], byTotalDesc)).toEqual([]);
  });

  it('property: a position is one more than the number of rows strictly ahead', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10 })), (totals) => {
        const ranked = rankBy(
          totals.map((total) => ({ total })),
          byTotalDesc,
        );
        ranked.forEach((row) => {
          expect(row.position).toBe(1 + totals.filter((t) => t > row.total).length);
          expect(row.tied).toBe(totals.filter((t) => t === row.total).length > 1);
        });
      }),
    );
  });
});

describe('ordinal text', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [10, '10th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [101, '101st'],
    [111, '111th'],
    [112, '112th'],
  ])('given %i, then %s', (n, text) => {
    expect(ordinal(n)).toBe(text);
  });

  it('given 0 or a fraction, then a clear error', () => {
    expect(() => ordinal(0)).toThrow('Position must be 1 or more, got 0');
    expect(() => ordinal(1.5)).toThrow('Position must be a whole number');
  });
});

describe('to par', () => {
  it('given level, over and under, then E, +n and -n', () => {
    expect(toParText(0)).toBe('E');
    expect(toParText(3)).toBe('+3');
    expect(toParText(-2)).toBe('-2');
  });

  it('given 40 strokes over 9 holes of par 36, then +4', () => {
    expect(toParText(scoreToPar(40, 36))).toBe('+4');
  });

  it('given holes 1 … 3 played of pars 4, 5, 3, then par for holes played is 12, not 72', () => {
    const holes = [
      { number: 1, par: 4 },
      { number: 2, par: 5 },
      { number: 3, par: 3 },
      { number: 4, par: 4 },
    ];
    expect(parForHolesPlayed(holes, [1, 2, 3])).toBe(12);
    expect(parForHolesPlayed(holes, [])).toBe(0);
    expect(parForHolesPlayed(holes, [2, 2])).toBe(5);
  });

  it('given a hole not on the course, then a clear error', () => {
    expect(() => parForHolesPlayed([{ number: 1, par: 4 }], [19])).toThrow('Hole 19 is not on this course');
  });
});
