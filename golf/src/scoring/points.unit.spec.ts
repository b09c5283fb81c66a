import { describe, expect, it } from 'vitest';
import { DEFAULT_POINTS_SYSTEM, FALLBACK_POINTS_SYSTEM, pointsForScore, pointsRuleFor, QUOTA_POINTS_SYSTEM, scoreName } from './points.ts';

describe('points from a hole score (docs/golf-rules.md section 3)', () => {
  describe('given the game default system 8/4/2/1/0 on a par 4', () => {
    it.each([
      { score: 1, name: 'albatross or better, counted as eagle', points: 8 },
      { score: 2, name: 'eagle', points: 8 },
      { score: 3, name: 'birdie', points: 4 },
      { score: 4, name: 'par', points: 2 },
      { score: 5, name: 'bogey', points: 1 },
      { score: 6, name: 'double bogey', points: 0 },
      { score: 9, name: 'worse than double', points: 0 },
    ])('when the score is $score ($name), then $points points', ({ score, points }) => {
      expect(pointsForScore(score, 4, DEFAULT_POINTS_SYSTEM)).toBe(points);
    });
  });

  describe('given no system at all, then the fallback 3/2/1/0/0', () => {
    it.each([
      { score: 2, points: 3 },
      { score: 1, points: 3 },
      { score: 3, points: 2 },
      { score: 4, points: 1 },
      { score: 5, points: 0 },
      { score: 6, points: 0 },
    ])('when the score is $score on a par 4, then $points', ({ score, points }) => {
      expect(pointsForScore(score, 4)).toBe(points);
      expect(pointsForScore(score, 4, null)).toBe(points);
    });
  });

  describe('given the quota set', () => {
    it.each([
      { score: 2, par: 5, points: 5 },
      { score: 1, par: 5, points: 5 },
      { score: 3, par: 5, points: 4 },
      { score: 4, par: 5, points: 3 },
      { score: 5, par: 5, points: 2 },
      { score: 6, par: 5, points: 1 },
      { score: 7, par: 5, points: 0 },
    ])('when the score is $score on a par $par, then $points', ({ score, par, points }) => {
      expect(pointsForScore(score, par, QUOTA_POINTS_SYSTEM)).toBe(points);
    });
  });

  it('given a custom system edited by the organiser, then its values are used', () => {
    const custom = { eagle: 10, birdie: 5, par: 3, bogey: 1, double: -1 };
    expect(pointsForScore(3, 4, custom)).toBe(5);
    expect(pointsForScore(7, 4, custom)).toBe(-1);
  });

  it('given a net score below zero (an ace with strokes), then it still counts as eagle', () => {
    expect(pointsForScore(-1, 3, DEFAULT_POINTS_SYSTEM)).toBe(8);
  });

  it('given a stored system missing a key, then that result counts 0', () => {
    expect(pointsForScore(4, 4, { eagle: 8, birdie: 4, bogey: 1, double: 0 } as never)).toBe(0);
  });

  it('given a fractional score, then a clear error', () => {
    expect(() => pointsForScore(4.5, 4)).toThrow('Score must be a whole number, got 4.5');
  });
});

describe('score names', () => {
  it('given diff −3 without double_eagle in the system, then eagle; with it, double_eagle', () => {
    expect(scoreName(-3)).toBe('eagle');
    expect(scoreName(-3, QUOTA_POINTS_SYSTEM)).toBe('double_eagle');
    expect(scoreName(-2, QUOTA_POINTS_SYSTEM)).toBe('eagle');
    expect(scoreName(2)).toBe('double');
  });
});

describe('points rule of a game', () => {
  it('given match play or skins, then no points in this calculation', () => {
    expect(pointsRuleFor('match_play', 'net', DEFAULT_POINTS_SYSTEM)).toBeNull();
    expect(pointsRuleFor('skins', 'gross', DEFAULT_POINTS_SYSTEM)).toBeNull();
  });

  it('given quota scoring, then gross scores with the quota set whatever the game stores', () => {
    expect(pointsRuleFor('dogfight', 'quota', DEFAULT_POINTS_SYSTEM)).toEqual({ basis: 'gross', system: QUOTA_POINTS_SYSTEM });
  });

  it('given net or gross scoring, then that basis with the game system, or the fallback', () => {
    expect(pointsRuleFor('dogfight', 'net', DEFAULT_POINTS_SYSTEM)).toEqual({ basis: 'net', system: DEFAULT_POINTS_SYSTEM });
    expect(pointsRuleFor('best_ball', 'gross', null)).toEqual({ basis: 'gross', system: FALLBACK_POINTS_SYSTEM });
  });
});
