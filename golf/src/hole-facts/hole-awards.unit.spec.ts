import { describe, expect, it } from 'vitest';
import { holeAwardsProblems } from './hole-awards.ts';

const players = ['ann', 'ben', 'cy'];

describe('the awards of a hole (docs/golf-rules.md section 15)', () => {
  it('given bingo, bango and bongo to players of the game, then they stand; one player may take all three', () => {
    expect(holeAwardsProblems({ bingo: 'ann', bango: 'ben', bongo: 'cy' }, { number: 1, par: 4 }, players)).toEqual([]);
    expect(holeAwardsProblems({ bingo: 'ann', bango: 'ann', bongo: 'ann' }, { number: 1, par: 4 }, players)).toEqual([]);
  });

  it('given nobody (null) or nothing for an award, then it stands', () => {
    expect(holeAwardsProblems({ bingo: null }, { number: 1, par: 4 }, players)).toEqual([]);
    expect(holeAwardsProblems({}, { number: 1, par: 4 }, players)).toEqual([]);
  });

  it('given an award to someone outside the game, then refused with the award named', () => {
    expect(holeAwardsProblems({ bango: 'zed' }, { number: 1, par: 4 }, players)).toEqual([
      'Bango must go to a player of this game, not zed',
    ]);
    expect(holeAwardsProblems({ closestToPin: 'zed' }, { number: 3, par: 3 }, players)).toEqual([
      'Closest to the pin must go to a player of this game, not zed',
    ]);
  });

  it('given closest to the pin on a par 4, then refused: it is played on par 3s', () => {
    expect(holeAwardsProblems({ closestToPin: 'ann' }, { number: 5, par: 4 }, players)).toEqual([
      'Closest to the pin is played on par 3s: hole 5 is a par 4',
    ]);
    expect(holeAwardsProblems({ closestToPin: 'ann' }, { number: 3, par: 3 }, players)).toEqual([]);
  });
});
