import { describe, expect, it } from 'vitest';
import { factsWantedBy } from './facts-wanted.ts';

const settings = { skins: null, presses: null, wolf: null, vegas: null };

describe('factsWantedBy: the side games that turn the facts row on (decision 0812)', () => {
  it('given no board yet, or side games that need no facts, then the row is left to the switch', () => {
    expect(factsWantedBy(undefined)).toEqual({ on: false, polie: false });
    expect(factsWantedBy({ sideGames: { settings: { ...settings, skins: { valueCents: 100 } }, wolf: null, vegas: null } })).toEqual({
      on: false,
      polie: false,
    });
  });

  it('given junk with the polie, then on with the polie offered; without it, on without', () => {
    const junk = (dots: ('birdie' | 'polie')[]) => ({
      sideGames: { settings: { ...settings, junk: { valueCents: 100, dots } }, wolf: null, vegas: null },
    });
    expect(factsWantedBy(junk(['birdie', 'polie']))).toEqual({ on: true, polie: true });
    expect(factsWantedBy(junk(['birdie']))).toEqual({ on: true, polie: false });
  });

  it('given Bingo Bango Bongo or the snake alone, then on', () => {
    const bbb = { sideGames: { settings: { ...settings, bingoBangoBongo: { valueCents: 100 } }, wolf: null, vegas: null } };
    const snake = { sideGames: { settings: { ...settings, snake: { valueCents: 500 } }, wolf: null, vegas: null } };
    expect(factsWantedBy(bbb).on).toBe(true);
    expect(factsWantedBy(snake).on).toBe(true);
  });
});
