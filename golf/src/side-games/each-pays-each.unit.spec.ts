import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eachPaysEach } from './each-pays-each.ts';

describe('each pays each: every unit a player earns is paid by every other player', () => {
  it('given A 3, B 2, C 1 points at $1 (section 15), then A +$3, B $0, C −$3', () => {
    expect(
      eachPaysEach(
        new Map([
          ['A', 3],
          ['B', 2],
          ['C', 1],
        ]),
        ['A', 'B', 'C'],
        100,
      ),
    ).toEqual({ A: 300, B: 0, C: -300 });
  });

  it('given a player with no units listed, then they count 0; nobody with units, then nobody pays', () => {
    expect(eachPaysEach(new Map([['A', 1]]), ['A', 'B'], 50)).toEqual({ A: 50, B: -50 });
    expect(eachPaysEach(new Map(), ['A', 'B'], 50)).toEqual({ A: 0, B: 0 });
  });

  it('given a player id "__proto__", then it is an ordinary key', () => {
    const cents = eachPaysEach(new Map([['__proto__', 1]]), ['__proto__', 'B'], 100);
    expect(Object.entries(cents)).toEqual([
      ['__proto__', 100],
      ['B', -100],
    ]);
  });

  it('given a player listed twice, then refused', () => {
    expect(() => eachPaysEach(new Map(), ['A', 'A'], 100)).toThrow('A player is listed twice');
  });

  it('property: the net is the sum of pairwise differences × value, in whole cents adding up to zero', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(60), { minLength: 1, maxLength: 8 }), fc.nat(5000), (counts, value) => {
        const ids = counts.map((_, i) => `p${i}`);
        const cents = eachPaysEach(new Map(ids.map((id, i) => [id, counts[i]!])), ids, value);
        ids.forEach((id, i) => {
          const pairwise = counts.reduce((sum, other) => sum + (counts[i]! - other) * value, 0);
          expect(cents[id]).toBe(pairwise);
          expect(Number.isInteger(cents[id])).toBe(true);
        });
        expect(Object.values(cents).reduce((a, b) => a + b, 0)).toBe(0);
      }),
    );
  });
});
