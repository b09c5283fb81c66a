import { describe, expect, it } from 'vitest';
import { DEFAULT_POINTS_SYSTEM } from '../scoring/points.ts';
import { flatHoles, roundOf } from '../testing/round-fixture.ts';
import { bestBall } from './best-ball.ts';

const holes = flatHoles(9);
const system = DEFAULT_POINTS_SYSTEM;

describe('best ball (docs/golf-rules.md section 5)', () => {
  const players = [
    { id: 'A1', ch: 0, team: 1, gross: [4, 6, 5] },
    { id: 'A2', ch: 9, team: 1, gross: [6, 5, 5] },
    { id: 'B1', ch: 0, team: 2, gross: [5, 4, 4] },
    { id: 'B2', ch: 0, team: 2, gross: [5, 5, 3] },
  ];

  it('given two teams of 2 on net, then each hole takes the lowest net and the highest points', () => {
    const { teams } = bestBall(roundOf({ holes, players, pointsSystem: system }));
    const one = teams.find((t) => t.teamNumber === 1)!;
    // A2 receives a stroke a hole: nets 5, 4, 4; A1 nets 4, 6, 5.
    expect(one.holes.slice(0, 3).map((h) => [h.score, h.points])).toEqual([
      [4, 2],
      [4, 2],
      [4, 2],
    ]);
    const two = teams.find((t) => t.teamNumber === 2)!;
    expect(two.holes.slice(0, 3).map((h) => [h.score, h.points])).toEqual([
      [5, 1],
      [4, 2],
      [3, 4],
    ]);
  });

  it('given the totals, then teams rank by points descending: team 2 (7) before team 1 (6)', () => {
    const { teams } = bestBall(roundOf({ holes, players, pointsSystem: system }));
    expect(teams.map((t) => [t.teamNumber, t.position, t.points, t.strokes, t.playerIds])).toEqual([
      [2, 1, 7, 12, ['B1', 'B2']],
      [1, 2, 6, 12, ['A1', 'A2']],
    ]);
  });

  it('given equal points, then fewer strokes ranks higher; equal both, then a shared position', () => {
    const even = [
      { id: 'A', team: 1, gross: [4, 4] },
      { id: 'B', team: 2, gross: [5, 3] },
      { id: 'C', team: 3, gross: [4, 4] },
    ];
    const { teams } = bestBall(roundOf({ holes, pointsSystem: { eagle: 8, birdie: 3, par: 2, bogey: 1, double: 0 }, players: even }));
    expect(teams.map((t) => [t.teamNumber, t.points, t.strokes, t.position, t.tied])).toEqual([
      [1, 4, 8, 1, true],
      [2, 4, 8, 1, true],
      [3, 4, 8, 1, true],
    ]);
    const { teams: strokeSplit } = bestBall(
      roundOf({
        holes,
        pointsSystem: system,
        players: [
          { id: 'A', team: 1, gross: [4, 4, 4] },
          { id: 'B', team: 2, gross: [5, 3, 5] },
        ],
      }),
    );
    expect(strokeSplit.map((t) => [t.teamNumber, t.points, t.strokes, t.position])).toEqual([
      [1, 6, 12, 1],
      [2, 6, 13, 2],
    ]);
  });

  it('given gross scoring, then no handicap strokes count', () => {
    const { teams } = bestBall(roundOf({ holes, players, pointsSystem: system, scoringType: 'gross' }));
    expect(
      teams
        .find((t) => t.teamNumber === 1)!
        .holes.slice(0, 3)
        .map((h) => h.score),
    ).toEqual([4, 5, 5]);
  });

  it('given a member without a score on a hole, then the partner’s score stands alone', () => {
    const partial = roundOf({
      holes,
      pointsSystem: system,
      players: [
        { id: 'A', team: 1, gross: [null, 4] },
        { id: 'B', team: 1, gross: [5] },
      ],
    });
    const [team] = bestBall(partial).teams;
    expect(team!.holes.slice(0, 3).map((h) => h.score)).toEqual([5, 4, null]);
    expect(team!.holesPlayed).toBe(2);
  });

  it('given two players and no teams, then each is a side of one', () => {
    const { teams } = bestBall(
      roundOf({
        holes,
        pointsSystem: system,
        players: [
          { id: 'A', gross: [5] },
          { id: 'B', gross: [4] },
        ],
      }),
    );
    expect(teams.map((t) => [t.teamNumber, t.playerIds, t.position])).toEqual([
      [null, ['B'], 1],
      [null, ['A'], 2],
    ]);
  });

  it('given two rounds, then team totals are summed', () => {
    const one = roundOf({ holes, players, pointsSystem: system });
    const { teams, players: rows } = bestBall([one, one]);
    expect(teams.map((t) => [t.teamNumber, t.points, t.holesPlayed])).toEqual([
      [2, 14, 6],
      [1, 12, 6],
    ]);
    expect(rows.find((p) => p.playerId === 'B2')!.grossStrokes).toBe(26);
  });

  it('given some players on a team and some not, then "All players must be assigned to a team"', () => {
    const round = roundOf({
      holes,
      players: [
        { id: 'A', team: 1, gross: [] },
        { id: 'B', gross: [] },
      ],
    });
    expect(() => bestBall(round)).toThrow('All players must be assigned to a team');
  });
});
