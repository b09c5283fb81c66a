import { describe, expect, it } from 'vitest';
import { DEFAULT_POINTS_SYSTEM } from '../scoring/points.ts';
import { roundOf } from '../testing/round-fixture.ts';
import { bestBall } from './best-ball.ts';
import { dogfight } from './dogfight.ts';
import { matchPlay } from './match-play.ts';
import { quotaResult } from './quota.ts';
import { skins } from './skins.ts';
import { strokePlay } from './stroke-play.ts';

// The par-72 card of the fixture: holes 1, 2 and 3 are par 4, 4 and 3 (11 in all).
const notStarted = { gross: [] };
/** A points system that gives nothing: every row is level on points, so the tie-break alone decides. */
const NO_POINTS = { eagle: 0, birdie: 0, par: 0, bogey: 0, double: 0 };

describe('the board mid-round, players on different holes (docs/golf-rules.md section 4)', () => {
  it('given Ann +1 thru 1 (5 strokes) and Di −3 thru 3 (8 strokes), gross, when ranked, then Di leads: to par, not raw strokes', () => {
    const round = roundOf({
      scoringType: 'gross',
      players: [
        { id: 'Ann', gross: [5] },
        { id: 'Di', gross: [3, 3, 2] },
      ],
    });
    expect(strokePlay(round).rows.map((r) => [r.playerId, r.position, r.strokes, r.toPar, r.started])).toEqual([
      ['Di', 1, 8, -3, true],
      ['Ann', 2, 5, 1, true],
    ]);
  });

  it('given net stroke play, Di −5 net thru 3, Ann E thru 1 and two not started, then Di 1st, Ann 2nd, then the two not started', () => {
    const round = roundOf({
      scoringType: 'net',
      players: [
        { id: 'Ben', ...notStarted },
        { id: 'Ann', ch: 0, gross: [4] },
        { id: 'Cy', ...notStarted },
        // CH 18: a stroke on every hole, gross 9 is net 6 on holes of par 11.
        { id: 'Di', ch: 18, gross: [3, 3, 3] },
      ],
    });
    expect(strokePlay(round).rows.map((r) => [r.playerId, r.position, r.toPar, r.started])).toEqual([
      ['Di', 1, -5, true],
      ['Ann', 2, 0, true],
      ['Ben', 3, 0, false],
      ['Cy', 3, 0, false],
    ]);
  });

  it('given skins where only Di has played (three holes), when ranked, then Di is 1st and the three others are not started, after her', () => {
    const round = roundOf({
      players: [
        { id: 'Ann', ...notStarted },
        { id: 'Ben', ...notStarted },
        { id: 'Cy', ...notStarted },
        { id: 'Di', gross: [4, 5, 3] },
      ],
    });
    expect(skins(round).rows.map((r) => [r.playerId, r.position, r.started])).toEqual([
      ['Di', 1, true],
      ['Ann', 2, false],
      ['Ben', 2, false],
      ['Cy', 2, false],
    ]);
  });

  it('given skins level on skins won, when ranked, then the tie-break is strokes to par over each one’s holes', () => {
    // Hole 1 halved (no skin); Ann then goes on to −1 thru 3 (10 strokes), Ben stays E thru 1 (4 strokes).
    const round = roundOf({
      players: [
        { id: 'Ben', gross: [4] },
        { id: 'Ann', gross: [4, 3, 3] },
      ],
    });
    expect(skins(round).rows.map((r) => [r.playerId, r.position, r.skins, r.strokes])).toEqual([
      ['Ann', 1, 0, 10],
      ['Ben', 2, 0, 4],
    ]);
  });

  it('given a dogfight where Di has 0 points thru 2 and Ann has not started, then Di is ahead (points as they stand, started first)', () => {
    const round = roundOf({
      pointsSystem: DEFAULT_POINTS_SYSTEM,
      players: [
        { id: 'Ann', ...notStarted },
        { id: 'Di', gross: [6, 6] },
      ],
    });
    expect(dogfight(round).rows.map((r) => [r.playerId, r.position, r.points, r.started])).toEqual([
      ['Di', 1, 0, true],
      ['Ann', 2, 0, false],
    ]);
  });

  it('given a dogfight level on points (a system that gives none), then to par decides: Di −3 thru 3 before Ann +1 thru 1', () => {
    const round = roundOf({
      pointsSystem: NO_POINTS,
      players: [
        { id: 'Ann', gross: [5] },
        { id: 'Di', gross: [3, 3, 2] },
      ],
    });
    expect(dogfight(round).rows.map((r) => [r.playerId, r.position, r.points, r.strokes])).toEqual([
      ['Di', 1, 0, 8],
      ['Ann', 2, 0, 5],
    ]);
  });

  it('given quota scoring where a started player is far under quota, then she still ranks before a player not started', () => {
    const round = roundOf({
      scoringType: 'quota',
      players: [
        { id: 'Ann', ch: 26, ...notStarted },
        { id: 'Di', ch: 0, gross: [6] },
      ],
    });
    expect(quotaResult(round).rows.map((r) => [r.playerId, r.position, r.quotaDelta, r.started])).toEqual([
      ['Di', 1, -36, true],
      ['Ann', 2, -10, false],
    ]);
  });

  describe('best ball: a team has started once one of its members has', () => {
    it('given team 1 with one member on 0 points thru 1 and team 2 not started, then team 1 first, team 2 not started', () => {
      const round = roundOf({
        pointsSystem: DEFAULT_POINTS_SYSTEM,
        players: [
          { id: 'Cy', team: 2, ...notStarted },
          { id: 'Di', team: 2, ...notStarted },
          { id: 'Ann', team: 1, gross: [6] },
          { id: 'Ben', team: 1, ...notStarted },
        ],
      });
      expect(bestBall(round).teams.map((t) => [t.teamNumber, t.position, t.points, t.started])).toEqual([
        [1, 1, 0, true],
        [2, 2, 0, false],
      ]);
    });

    it('given two teams level on points, then the tie-break is the team’s strokes to par over the holes it has played', () => {
      const round = roundOf({
        pointsSystem: NO_POINTS,
        players: [
          { id: 'Cy', team: 2, gross: [5] },
          { id: 'Di', team: 2, ...notStarted },
          { id: 'Ann', team: 1, gross: [3, 3, 2] },
          { id: 'Ben', team: 1, ...notStarted },
        ],
      });
      expect(bestBall(round).teams.map((t) => [t.teamNumber, t.position, t.strokes, t.toPar])).toEqual([
        [1, 1, 8, -3],
        [2, 2, 5, 1],
      ]);
    });
  });

  describe('match play: a side with no hole played is not started', () => {
    it('given singles where Ann has played two holes and Ben none, then Ann first (all square) and Ben not started', () => {
      const round = roundOf({
        players: [
          { id: 'Ben', ...notStarted },
          { id: 'Ann', gross: [4, 4] },
        ],
      });
      const result = matchPlay(round);
      expect(result.rows.map((r) => [r.playerId, r.position, r.statusText, r.started])).toEqual([
        ['Ann', 1, 'AS', true],
        ['Ben', 2, 'AS', false],
      ]);
    });

    it('given four-ball where one player of side 2 has played and side 1 has not, then side 2 first and side 1 not started', () => {
      const round = roundOf({
        players: [
          { id: 'Ann', team: 1, ...notStarted },
          { id: 'Ben', team: 1, ...notStarted },
          { id: 'Cy', team: 2, gross: [4] },
          { id: 'Di', team: 2, ...notStarted },
        ],
      });
      const result = matchPlay(round);
      expect(result.sides.map((s) => [s.side, s.position, s.started])).toEqual([
        [1, 2, false],
        [2, 1, true],
      ]);
      expect(result.rows.map((r) => [r.playerId, r.position, r.started])).toEqual([
        ['Cy', 1, true],
        ['Di', 1, true],
        ['Ann', 2, false],
        ['Ben', 2, false],
      ]);
    });
  });
});
