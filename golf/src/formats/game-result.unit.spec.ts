import { describe, expect, it } from 'vitest';
import { DEFAULT_POINTS_SYSTEM } from '../scoring/points.ts';
import { flatHoles, roundOf } from '../testing/round-fixture.ts';
import { gameResult, leaderboardRows } from './game-result.ts';

const holes = flatHoles(9);

describe('one entry point for every format', () => {
  const players = [
    { id: 'A', ch: 0, team: 1, gross: [4, 4] },
    { id: 'B', ch: 0, team: 2, gross: [3, 5] },
  ];
  const round = roundOf({ holes, players, pointsSystem: DEFAULT_POINTS_SYSTEM });

  it('given each game type, then the matching format scores the same input', () => {
    expect(gameResult('dogfight', round).format).toBe('dogfight');
    expect(gameResult('dogfight', { ...round, scoringType: 'quota' }).format).toBe('quota');
    expect(gameResult('stroke_play', round).format).toBe('stroke_play');
    expect(gameResult('match_play', round).format).toBe('match_play');
    expect(gameResult('best_ball', round).format).toBe('best_ball');
    expect(gameResult('skins', round, { skinValueCents: 500 })).toMatchObject({ format: 'skins', result: { skinValueCents: 500 } });
  });

  it('given a dogfight, then leaderboard lines carry points, gross, net and par for holes played', () => {
    expect(leaderboardRows(gameResult('dogfight', round))).toEqual([
      {
        playerId: 'B',
        teamNumber: 2,
        position: 1,
        tied: false,
        started: true,
        holesPlayed: 2,
        totalPoints: 5,
        totalStrokes: 8,
        totalNetScore: 8,
        parForHolesPlayed: 8,
        currentQuota: null,
        quotaDelta: null,
      },
      {
        playerId: 'A',
        teamNumber: 1,
        position: 2,
        tied: false,
        started: true,
        holesPlayed: 2,
        totalPoints: 4,
        totalStrokes: 8,
        totalNetScore: 8,
        parForHolesPlayed: 8,
        currentQuota: null,
        quotaDelta: null,
      },
    ]);
  });

  it('given quota scoring on 9 holes, then lines carry the quota (18 − CH) and the delta', () => {
    const [first] = leaderboardRows(gameResult('dogfight', { ...round, scoringType: 'quota' }));
    expect(first).toMatchObject({ playerId: 'A', tied: true, totalPoints: 4, currentQuota: 18, quotaDelta: -14 });
  });

  it('given match play, then points are holes won; skins, then skins won', () => {
    expect(leaderboardRows(gameResult('match_play', round)).map((r) => [r.playerId, r.totalPoints, r.position])).toEqual([
      ['A', 1, 1],
      ['B', 1, 1],
    ]);
    expect(leaderboardRows(gameResult('skins', round)).map((r) => [r.playerId, r.totalPoints])).toEqual([
      ['A', 1],
      ['B', 1],
    ]);
  });

  it('given best ball, then each player gets the team position and their own totals', () => {
    const teamRound = roundOf({
      holes,
      pointsSystem: DEFAULT_POINTS_SYSTEM,
      players: [
        { id: 'A1', team: 1, gross: [5] },
        { id: 'B1', team: 2, gross: [4] },
        { id: 'A2', team: 1, gross: [6] },
        { id: 'B2', team: 2, gross: [7] },
      ],
    });
    expect(leaderboardRows(gameResult('best_ball', teamRound)).map((r) => [r.playerId, r.position, r.totalPoints])).toEqual([
      ['B1', 1, 2],
      ['B2', 1, 0],
      ['A1', 2, 1],
      ['A2', 2, 0],
    ]);
  });
});
