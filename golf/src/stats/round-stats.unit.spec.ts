import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildScorecards } from '../formats/scorecard.ts';
import { roundOf } from '../testing/round-fixture.ts';
import { EMPTY_ROUND_STATS, roundStats, sumStats } from './round-stats.ts';

describe('round statistics (docs/golf-rules.md section 9)', () => {
  it('given an albatross, an eagle, a birdie, a par, a bogey, a double and a triple on par 5s, then each counted', () => {
    const holes = [2, 3, 4, 5, 6, 7, 8].map((gross) => ({ par: 5, gross }));
    expect(roundStats(holes)).toEqual({
      holesPlayed: 7,
      eaglesOrBetter: 2,
      birdies: 1,
      pars: 1,
      bogeys: 1,
      doubleBogeysOrWorse: 2,
      birdiesPlus: 3,
    });
  });

  it('given gross scores, then stats count gross not net (a net birdie with a stroke is a gross par)', () => {
    const [card] = buildScorecards(roundOf({ players: [{ id: 'a', ch: 18, gross: [4, 4, 3] }] }), { points: null });
    expect(roundStats(card!.holes)).toMatchObject({ holesPlayed: 3, pars: 3, birdies: 0 });
  });

  it('given unplayed holes, then they are skipped; no holes gives zeros, never placeholders', () => {
    expect(roundStats([{ par: 4, gross: null }])).toEqual(EMPTY_ROUND_STATS);
    expect(roundStats([])).toEqual(EMPTY_ROUND_STATS);
  });

  it('given several players, then the game summary adds their counts', () => {
    const a = roundStats([
      { par: 4, gross: 3 },
      { par: 4, gross: 4 },
    ]);
    const b = roundStats([
      { par: 3, gross: 1 },
      { par: 4, gross: 6 },
    ]);
    expect(sumStats([a, b])).toEqual({
      holesPlayed: 4,
      eaglesOrBetter: 1,
      birdies: 1,
      pars: 1,
      bogeys: 0,
      doubleBogeysOrWorse: 1,
      birdiesPlus: 2,
    });
  });

  it('property: every hole played falls in exactly one bucket, and Birdies+ = eagles + birdies', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ par: fc.integer({ min: 3, max: 6 }), gross: fc.integer({ min: 1, max: 15 }) })), (holes) => {
        const s = roundStats(holes);
        expect(s.eaglesOrBetter + s.birdies + s.pars + s.bogeys + s.doubleBogeysOrWorse).toBe(holes.length);
        expect(s.birdiesPlus).toBe(s.eaglesOrBetter + s.birdies);
      }),
    );
  });
});
