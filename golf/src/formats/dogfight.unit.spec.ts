import { describe, expect, it } from 'vitest';
import { DEFAULT_POINTS_SYSTEM } from '../scoring/points.ts';
import { flatHoles, roundOf } from '../testing/round-fixture.ts';
import { dogfight } from './dogfight.ts';

const holes = flatHoles(9);
const system = DEFAULT_POINTS_SYSTEM;

describe('dogfight (docs/golf-rules.md section 5)', () => {
  const players = [
    { id: 'A', ch: 0, gross: [4, 4, 4] },
    { id: 'B', ch: 9, gross: [5, 5, 4] },
    { id: 'C', ch: 0, gross: [3, 5, 5] },
  ];

  it('given net scoring, when three holes are played, then points on net rank B, A, C', () => {
    const { rows } = dogfight(roundOf({ holes, players, pointsSystem: system }));
    expect(rows.map((r) => [r.playerId, r.position, r.points, r.strokes])).toEqual([
      ['B', 1, 8, 11],
      ['A', 2, 6, 12],
      ['C', 3, 6, 13],
    ]);
  });

  it('given equal points, then fewer strokes ranks higher (A 12 before C 13)', () => {
    const { rows } = dogfight(roundOf({ holes, players, pointsSystem: system }));
    expect(rows[1]).toMatchObject({ playerId: 'A', tied: false });
  });

  it('given gross scoring, then handicaps do not count toward points', () => {
    const { rows } = dogfight(roundOf({ holes, players, pointsSystem: system, scoringType: 'gross' }));
    expect(rows.map((r) => [r.playerId, r.position, r.points, r.strokes])).toEqual([
      ['A', 1, 6, 12],
      ['C', 2, 6, 13],
      ['B', 3, 4, 14],
    ]);
  });

  it('given equal points and equal strokes, then the players share the position', () => {
    const round = roundOf({
      holes,
      pointsSystem: system,
      players: [
        { id: 'A', gross: [4, 5] },
        { id: 'B', gross: [5, 4] },
      ],
    });
    expect(dogfight(round).rows.map((r) => [r.position, r.tied])).toEqual([
      [1, true],
      [1, true],
    ]);
  });

  it('given no points system on the game, then the fallback 3/2/1/0/0 is used', () => {
    const round = roundOf({ holes, players: [{ id: 'A', gross: [3, 4, 5] }] });
    expect(dogfight(round).rows[0]!.points).toBe(2 + 1 + 0);
  });

  it('given two rounds, then points and strokes are summed per player and ranked over both', () => {
    const one = roundOf({
      holes,
      pointsSystem: system,
      players: [
        { id: 'A', gross: [4] },
        { id: 'B', gross: [3] },
      ],
    });
    const two = roundOf({
      holes,
      pointsSystem: system,
      players: [
        { id: 'A', gross: [3, 3] },
        { id: 'B', gross: [4, 5] },
      ],
    });
    const { rows, rounds } = dogfight([one, two]);
    expect(rows.map((r) => [r.playerId, r.points, r.holesPlayed, r.grossStrokes])).toEqual([
      ['A', 10, 3, 10],
      ['B', 7, 3, 12],
    ]);
    expect(rounds).toHaveLength(2);
  });

  it('given no scores yet, then everyone shares 1st on 0 points', () => {
    const round = roundOf({
      holes,
      players: [
        { id: 'A', gross: [] },
        { id: 'B', gross: [] },
      ],
    });
    expect(dogfight(round).rows.map((r) => [r.position, r.points])).toEqual([
      [1, 0],
      [1, 0],
    ]);
  });

  it('given quota scoring, then a clear error pointing to the quota result', () => {
    expect(() => dogfight(roundOf({ holes, players, scoringType: 'quota' }))).toThrow(
      'Quota scoring is ranked by quotaResult, not by dogfight',
    );
  });
});
