import { describe, expect, it } from 'vitest';
import { seededRandom, shuffled } from './seeded-random.ts';

describe('a seeded random source', () => {
  it('given the same seed, then the same numbers, in [0, 1); another seed, others', () => {
    const draw = (seed: number | string) => Array.from({ length: 5 }, seededRandom(seed));
    expect(draw(42)).toEqual(draw(42));
    expect(draw('cup-7:session-2')).toEqual(draw('cup-7:session-2'));
    expect(draw(42)).not.toEqual(draw(43));
    expect(draw('a')).not.toEqual(draw('b'));
    expect(draw(7).every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('given a seed that is not a whole number, then a clear error', () => {
    expect(() => seededRandom(1.5)).toThrow('A seed is a whole number or a text, not 1.5');
  });

  it('shuffles a copy, keeping every item', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    const result = shuffled(items, seededRandom(1));
    expect([...result].sort()).toEqual(items);
    expect(items).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
