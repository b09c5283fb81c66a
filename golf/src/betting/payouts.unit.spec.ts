import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankBy } from '../ranking/positions.ts';
import { distributePayouts, dollarsToCents, formatCents, prizePoolCents } from './payouts.ts';

const rows = [
  { position: 1, amountCents: 6000 },
  { position: 2, amountCents: 3000 },
];

describe('payouts (docs/golf-rules.md section 8)', () => {
  it('given clear 1st and 2nd, then $60 and $30, and nothing for 3rd', () => {
    const standings = [
      { id: 'a', position: 1 },
      { id: 'b', position: 2 },
      { id: 'c', position: 3 },
    ];
    expect(distributePayouts(standings, rows).map((p) => p.amountCents)).toEqual([6000, 3000, 0]);
  });

  it('given two tied for 1st with 1st $60 and 2nd $30, then $45 each', () => {
    const standings = [
      { id: 'a', position: 1 },
      { id: 'b', position: 1 },
      { id: 'c', position: 3 },
    ];
    expect(distributePayouts(standings, rows).map((p) => formatCents(p.amountCents))).toEqual(['$45.00', '$45.00', '$0.00']);
  });

  it('given two tied for 2nd with only a 2nd prize, then they split the 2nd prize', () => {
    const standings = [
      { id: 'a', position: 1 },
      { id: 'b', position: 2 },
      { id: 'c', position: 2 },
    ];
    expect(distributePayouts(standings, rows).map((p) => p.amountCents)).toEqual([6000, 1500, 1500]);
  });

  it('given $100 shared three ways, then 3334, 3333, 3333 cents: the extra cent to the earliest', () => {
    const standings = [
      { id: 'x', position: 1 },
      { id: 'y', position: 1 },
      { id: 'z', position: 1 },
    ];
    const payouts = distributePayouts(standings, [{ position: 1, amountCents: 10000 }]);
    expect(payouts.map((p) => [p.id, p.amountCents])).toEqual([
      ['x', 3334],
      ['y', 3333],
      ['z', 3333],
    ]);
  });

  it('given $1.00 + $0.01 shared by three tied for 1st, then 34, 34, 33', () => {
    const standings = ['x', 'y', 'z'].map((id) => ({ id, position: 1 }));
    const payouts = distributePayouts(standings, [
      { position: 1, amountCents: 100 },
      { position: 2, amountCents: 1 },
    ]);
    expect(payouts.map((p) => p.amountCents)).toEqual([34, 34, 33]);
  });

  it('given two rows for the same position, then they add up', () => {
    const payouts = distributePayouts(
      [{ id: 'a', position: 1 }],
      [
        { position: 1, amountCents: 500 },
        { position: 1, amountCents: 250 },
      ],
    );
    expect(payouts[0]!.amountCents).toBe(750);
  });

  it('given the payout rows, then the prize pool is their sum', () => {
    expect(prizePoolCents(rows)).toBe(9000);
    expect(prizePoolCents([])).toBe(0);
  });

  it('property: when every position has a prize, the payouts add up exactly to the prize pool', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 12 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 12, maxLength: 12 }),
        (scores, prizes) => {
          const standings = rankBy(
            scores.map((score, i) => ({ id: `p${i}`, score })),
            (a, b) => b.score - a.score,
          );
          const payoutRows = standings.map((_, i) => ({ position: i + 1, amountCents: prizes[i]! }));
          const paid = distributePayouts(standings, payoutRows);
          expect(paid.reduce((sum, p) => sum + p.amountCents, 0)).toBe(prizePoolCents(payoutRows));
          paid.forEach((p) => expect(Number.isInteger(p.amountCents)).toBe(true));
        },
      ),
    );
  });

  describe('cents', () => {
    it('given dollar amounts, then whole cents without float drift', () => {
      expect(dollarsToCents(60)).toBe(6000);
      expect(dollarsToCents(0.29)).toBe(29);
      expect(dollarsToCents(19.99)).toBe(1999);
      expect(dollarsToCents(1.005)).toBe(101);
    });

    it('given cents, then dollars with 2 decimals', () => {
      expect(formatCents(4500)).toBe('$45.00');
      expect(formatCents(3333)).toBe('$33.33');
      expect(formatCents(5)).toBe('$0.05');
      expect(formatCents(123456)).toBe('$1234.56');
    });
  });

  describe('bad input', () => {
    it('given a negative or fractional amount, then a clear error', () => {
      expect(() => dollarsToCents(-1)).toThrow('Amount must be 0 or more, got -1');
      expect(() => prizePoolCents([{ position: 1, amountCents: 10.5 }])).toThrow('Payout amount must be whole cents, 0 or more, got 10.5');
    });

    it('given position 0, then a clear error', () => {
      expect(() => distributePayouts([{ id: 'a', position: 0 }], rows)).toThrow('Position must be a whole number, 1 or more, got 0');
      expect(() => prizePoolCents([{ position: 0, amountCents: 1 }])).toThrow('Payout position must be a whole number, 1 or more');
    });
  });
});
