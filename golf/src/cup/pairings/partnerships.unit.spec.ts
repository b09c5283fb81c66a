import { describe, expect, it } from 'vitest';
import { leastCostPartnerships } from './partnerships.ts';
import { seededRandom } from './seeded-random.ts';

describe('least-cost partnerships', () => {
  const together = new Set(['A|B', 'C|D', 'A|C']);
  const cost = (a: string, b: string) => (together.has([a, b].sort().join('|')) ? 1 : 0);

  it('given A–B, C–D and A–C have played together, then the one pairing with none of them: A–D, B–C', () => {
    const pairs = leastCostPartnerships(['A', 'B', 'C', 'D'], cost)(seededRandom(1));
    expect(pairs.map((p) => [...p].sort().join('|')).sort()).toEqual(['A|D', 'B|C']);
  });

  it('given four players and no cost, then the draws vary with the seed and repeat with it', () => {
    const draw = leastCostPartnerships(['A', 'B', 'C', 'D'], () => 0);
    const drawn = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => JSON.stringify(draw(seededRandom(seed))));
    expect(new Set(drawn).size).toBeGreaterThan(1);
    expect(JSON.stringify(draw(seededRandom(3)))).toBe(drawn[2]);
  });

  it('given no player, then no partnership; an odd number, then a clear error', () => {
    expect(leastCostPartnerships([], cost)(seededRandom(1))).toEqual([]);
    expect(() => leastCostPartnerships(['A', 'B', 'C'], cost)).toThrow('Partnerships need an even number of players, got 3');
  });

  it('given 24 players, then it answers quickly: the search keeps one entry per set of players left', () => {
    const ids = Array.from({ length: 24 }, (_, i) => `p${i}`);
    const pairs = leastCostPartnerships(ids, (a, b) => (a.length + b.length) % 3)(seededRandom(5));
    expect(new Set(pairs.flat()).size).toBe(24);
  });
});
