import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flatHoles, roundOf } from '../testing/round-fixture.ts';
import { adjustedQuota, initialQuota, quotaDelta, quotaResult, quotaTarget } from './quota.ts';

describe('quota (docs/golf-rules.md section 6)', () => {
  describe('initial quota clamp(36 − CH, 10, 45)', () => {
    it.each([
      { ch: 0, quota: 36 },
      { ch: 12, quota: 24 },
      { ch: 26, quota: 10 },
      { ch: 30, quota: 10 },
      { ch: -5, quota: 41 },
      { ch: -9, quota: 45 },
      { ch: -12, quota: 45 },
    ])('given CH $ch, then quota $quota', ({ ch, quota }) => {
      expect(initialQuota(ch)).toBe(quota);
    });

    it('given CH 30, then the target shown is 36 − CH = 6, unclamped', () => {
      expect(quotaTarget(30)).toBe(6);
      expect(quotaTarget(-12)).toBe(48);
    });

    it('given a 9-hole course, then the base is 18 (par everywhere earns 18)', () => {
      expect(initialQuota(5, 9)).toBe(13);
      expect(quotaTarget(5, 9)).toBe(13);
    });

    it('property: the initial quota always lies in 10 … 45', () => {
      fc.assert(
        fc.property(fc.integer({ min: -20, max: 72 }), (ch) => {
          const quota = initialQuota(ch);
          expect(quota).toBeGreaterThanOrEqual(10);
          expect(quota).toBeLessThanOrEqual(45);
        }),
      );
    });
  });

  it('given 27 points against a quota of 24, then quotaDelta +3', () => {
    expect(quotaDelta(27, 24)).toBe(3);
  });

  describe('next round adjustment clamp(current + trunc(delta / 2), 10, 45)', () => {
    it.each([
      { current: 24, delta: 3, next: 25 },
      { current: 24, delta: -3, next: 23 },
      { current: 24, delta: 1, next: 24 },
      { current: 24, delta: -1, next: 24 },
      { current: 24, delta: 8, next: 28 },
      { current: 11, delta: -6, next: 10 },
      { current: 44, delta: 6, next: 45 },
    ])('given quota $current and delta $delta, then $next', ({ current, delta, next }) => {
      expect(adjustedQuota(current, delta)).toBe(next);
    });
  });

  describe('the round result', () => {
    const holes = flatHoles(18);

    it('given gross scores, then quota-set points on gross, not net (the quota holds the handicap)', () => {
      const round = roundOf({ holes, scoringType: 'quota', players: [{ id: 'A', ch: 18, gross: [4, 3, 5, 2, 6, 1] }] });
      const { rows, rounds } = quotaResult(round);
      expect(rounds[0]![0]!.holes.slice(0, 6).map((h) => h.points)).toEqual([2, 3, 1, 4, 0, 5]);
      expect(rows[0]).toMatchObject({ points: 15, quota: 18, quotaDelta: -3 });
    });

    it('given two players, then ranked by quotaDelta, then points', () => {
      const round = roundOf({
        holes,
        scoringType: 'quota',
        players: [
          { id: 'scratch', ch: 0, gross: new Array(18).fill(4) },
          { id: 'high', ch: 20, gross: new Array(18).fill(5) },
          { id: 'mid', ch: 18, gross: [...new Array(17).fill(5), 3] },
        ],
      });
      expect(quotaResult(round).rows.map((r) => [r.playerId, r.points, r.quota, r.quotaDelta, r.position])).toEqual([
        ['mid', 20, 18, 2, 1],
        ['high', 18, 16, 2, 2],
        ['scratch', 36, 36, 0, 3],
      ]);
    });

    it('given a quota set on the player (adjusted earlier), then it is used, and the next one follows', () => {
      const round = roundOf({ holes, scoringType: 'quota', players: [{ id: 'A', ch: 18, quota: 20, gross: new Array(18).fill(4) }] });
      const result = quotaResult(round);
      expect(result.rows[0]).toMatchObject({ points: 36, quota: 20, quotaDelta: 16 });
      expect(result.adjustments[0]).toEqual([{ playerId: 'A', currentQuota: 20, quotaDelta: 16, nextQuota: 28 }]);
    });

    it('given two rounds, then points and quotas are summed', () => {
      const one = roundOf({ holes, players: [{ id: 'A', ch: 18, gross: new Array(18).fill(5) }] });
      const two = roundOf({ holes, players: [{ id: 'A', ch: 18, quota: 18, gross: [4] }] });
      expect(quotaResult([one, two]).rows[0]).toMatchObject({ points: 20, quota: 36, quotaDelta: -16 });
    });

    it('given a fractional quota, then a clear error', () => {
      const round = roundOf({ holes, players: [{ id: 'A', quota: 2.5, gross: [] }] });
      expect(() => quotaResult(round)).toThrow('Quota of player A must be a whole number, 0 or more, got 2.5');
    });
  });
});
