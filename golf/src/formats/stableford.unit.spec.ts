import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { modifiedStablefordPoints, stablefordPoints } from '../scoring/stableford-points.ts';
import { flatHoles, holesOf, roundOf } from '../testing/round-fixture.ts';
import { gameResult, leaderboardRows } from './game-result.ts';
import { stableford } from './stableford.ts';

// The worked example's six holes open an 18-hole card whose other holes hold the other indexes.
const PARS = [4, 5, 3, 4, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4];
const INDEXES = [1, 7, 15, 3, 5, 11, 2, 4, 6, 8, 9, 10, 12, 13, 14, 16, 17, 18];
const example = (scoringType: 'net' | 'gross') =>
  roundOf({ holes: holesOf(PARS, INDEXES), players: [{ id: 'A', ch: 5, gross: [5, 7, 2, 4, 3, 5] }], scoringType });
const holePoints = (result: ReturnType<typeof stableford>) => result.rounds[0]![0]!.holes.slice(0, 6).map((h) => h.points);

describe('Stableford and modified Stableford (docs/golf-rules.md section 10)', () => {
  it('given the worked example (CH 5, strokes on SI 1–5) in net scoring, then Stableford 2, 0, 3, 3, 5, 1: 14', () => {
    const result = stableford(example('net'), 'stableford');
    expect(holePoints(result)).toEqual([2, 0, 3, 3, 5, 1]);
    expect(result.rows[0]).toMatchObject({ playerId: 'A', points: 14, holesPlayed: 6, strokes: 23 });
  });

  it('given the worked example, then modified Stableford on gross is −1, −3, +2, 0, +5, −1: 2', () => {
    const result = stableford(example('gross'), 'modified_stableford');
    expect(holePoints(result)).toEqual([-1, -3, 2, 0, 5, -1]);
    expect(result.rows[0]!.points).toBe(2);
  });

  it('given the worked example, then modified Stableford on net is 0, −3, +2, +2, +8, −1: 8', () => {
    const result = stableford(example('net'), 'modified_stableford');
    expect(holePoints(result)).toEqual([0, -3, 2, 2, 8, -1]);
    expect(result.rows[0]!.points).toBe(8);
  });

  it('given the scale, then eagle 4, three under 5, four under 6 in Stableford; eagle +5 and three under +8 modified', () => {
    expect([6, 5, 4, 3, 2, 1].map((score) => stablefordPoints(score, 5))).toEqual([1, 2, 3, 4, 5, 6]);
    expect([8, 7, 6, 5, 4, 3, 2, 1].map((score) => modifiedStablefordPoints(score, 5))).toEqual([-3, -3, -1, 0, 2, 5, 8, 8]);
  });

  it('given a bad round on the modified scale, then the total is negative and still ranks by points', () => {
    const round = roundOf({
      holes: flatHoles(9),
      players: [
        { id: 'A', gross: [6, 6, 5] },
        { id: 'B', gross: [5, 5, 4] },
        { id: 'C', gross: [] },
      ],
    });
    const { rows } = stableford(round, 'modified_stableford');
    expect(rows.map((r) => [r.playerId, r.points, r.position, r.started])).toEqual([
      ['B', -2, 1, true],
      ['A', -7, 2, true],
      ['C', 0, 3, false],
    ]);
  });

  it('given equal points, then the place is shared whatever the strokes (the rule names no tie-break)', () => {
    const round = roundOf({
      holes: flatHoles(9),
      players: [
        { id: 'A', gross: [8, 2] },
        { id: 'B', gross: [4, 4] },
      ],
    });
    expect(stableford(round, 'stableford').rows.map((r) => [r.playerId, r.points, r.strokes, r.position, r.tied])).toEqual([
      ['A', 4, 10, 1, true],
      ['B', 4, 8, 1, true],
    ]);
  });

  it('given the format dispatch, then both formats give board rows with their points', () => {
    for (const format of ['stableford', 'modified_stableford'] as const) {
      const game = gameResult(format, example('net'));
      expect(game.format).toBe(format);
      expect(leaderboardRows(game)).toEqual([
        expect.objectContaining({ playerId: 'A', totalPoints: format === 'stableford' ? 14 : 8, position: 1, totalStrokes: 26 }),
      ]);
    }
  });

  it('given any scores, then Stableford points are never negative and one more stroke costs at most one point', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 15 }), fc.integer({ min: 3, max: 6 }), (score, par) => {
        const points = stablefordPoints(score, par);
        expect(points).toBeGreaterThanOrEqual(0);
        expect(points - stablefordPoints(score + 1, par)).toBeOneOf([0, 1]);
        expect(modifiedStablefordPoints(score + 1, par)).toBeLessThanOrEqual(modifiedStablefordPoints(score, par));
      }),
    );
  });

  it('given random rounds, then each total is the sum of its holes and rows are in points order', () => {
    const gross = fc.array(fc.option(fc.integer({ min: 1, max: 15 }), { nil: null }), { minLength: 9, maxLength: 9 });
    fc.assert(
      fc.property(fc.array(gross, { minLength: 1, maxLength: 5 }), fc.boolean(), (cards, modified) => {
        const round = roundOf({ holes: flatHoles(9), players: cards.map((g, i) => ({ id: `p${i}`, ch: i * 3, gross: g })) });
        const result = stableford(round, modified ? 'modified_stableford' : 'stableford');
        for (const row of result.rows) {
          const card = result.rounds[0]!.find((c) => c.playerId === row.playerId)!;
          expect(row.points).toBe(card.holes.reduce((sum, h) => sum + (h.points ?? 0), 0));
        }
        const started = result.rows.filter((r) => r.started).map((r) => r.points);
        expect(started).toEqual([...started].sort((a, b) => b - a));
      }),
    );
  });
});
