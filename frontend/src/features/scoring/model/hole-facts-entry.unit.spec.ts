import { describe, expect, it } from 'vitest';
import { toggledChipIn, toggledPolie } from './hole-facts-entry.ts';

describe('the polie toggle keeps the facts possible together (decision 0812)', () => {
  it('given no putts recorded, when polie is tapped, then a polie with one putt', () => {
    expect(toggledPolie({})).toEqual({ polie: true, putts: 1 });
  });

  it('given a chip-in, when polie is tapped, then the chip-in goes and a putt is counted', () => {
    expect(toggledPolie({ chipIn: true, putts: 0 })).toEqual({ polie: true, putts: 1 });
  });

  it('given two putts, when polie is tapped on then off, then the putts stay', () => {
    const on = toggledPolie({ putts: 2 });
    expect(on).toEqual({ putts: 2, polie: true });
    expect(toggledPolie(on)).toEqual({ putts: 2 });
  });

  it('given a polie, when chip-in is tapped, then the polie goes', () => {
    expect(toggledChipIn({ polie: true, putts: 1 })).toEqual({ chipIn: true, putts: 0 });
  });
});
