import { describe, expect, it } from 'vitest';
import { matchAllowances } from './cup/match-allowances.ts';
import { proposePairings } from './cup/pairings/session-pairings.ts';
import { bestBall } from './formats/best-ball.ts';
import { matchPlay } from './formats/match-play.ts';
import { adjustedQuota, initialQuota, quotaTarget } from './formats/quota.ts';
import { defaultGameName } from './games/game-types.ts';
import { teamAverageHandicap } from './games/teams.ts';
import { allocateStrokes } from './handicap/strokes-received.ts';
import { DEFAULT_POINTS_SYSTEM, pointsForScore, QUOTA_POINTS_SYSTEM } from './scoring/points.ts';
import { roundStats } from './stats/round-stats.ts';
import { flatHoles, roundOf } from './testing/round-fixture.ts';
import { gameMoney } from './trips/game-money.ts';
import { settleUp } from './trips/settle-up.ts';
import { fixtureBoard } from './trips/trip-money-fixture.ts';

/**
 * The worked examples of docs/golf-rules.md that no other test states as written there: when an
 * example in that file changes, this test changes with it.
 */
describe('docs/golf-rules.md worked examples', () => {
  it('section 2: a 9-hole card printed with the odd 18-hole indexes gives CH 2 its strokes on the holes printed 1 and 3', () => {
    expect(allocateStrokes(2, [1, 3, 5, 7, 9, 11, 13, 15, 17])).toEqual([1, 1, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('section 3: net 1 on a par 4 is 8 by the game default and 5 by the quota set; net 3 with no system is 2', () => {
    expect(pointsForScore(1, 4, DEFAULT_POINTS_SYSTEM)).toBe(8);
    expect(pointsForScore(1, 4, QUOTA_POINTS_SYSTEM)).toBe(5);
    expect(pointsForScore(3, 4)).toBe(2);
  });

  describe('section 5, match play: A wins 1–3, halves 4–15, B wins 16, 17 halved', () => {
    const a = [3, 3, 3, ...new Array<number>(15).fill(4)];
    const b = [...new Array<number>(15).fill(4), 3, 4, 3];
    const after = (holes: number) =>
      matchPlay(
        roundOf({
          holes: flatHoles(18),
          players: [
            { id: 'A', gross: a.slice(0, holes) },
            { id: 'B', gross: b.slice(0, holes) },
          ],
        }),
      );

    it('given 15 holes, then A is Dormie and B 3 DN', () => {
      expect(after(15).sides.map((s) => s.statusText)).toEqual(['Dormie', '3 DN']);
    });

    it('given B wins 16, then A is still Dormie (2 up, 2 to play)', () => {
      expect(after(16).sides.map((s) => s.statusText)).toEqual(['Dormie', '2 DN']);
    });

    it('given 17 halved and a birdie by B on 18, then A wins 2&1, 3-13-1, and hole 18 does not count', () => {
      const match = after(18);
      expect(match.decidedOn).toEqual({ roundIndex: 0, holeNumber: 17 });
      expect(match.sides.map((s) => [s.statusText, s.wins, s.halves, s.losses])).toEqual([
        ['2&1', 3, 13, 1],
        ['2 DN', 1, 13, 3],
      ]);
      expect(match.holes.at(-1)).toMatchObject({ holeNumber: 18, winner: 2, counted: false });
    });
  });

  it('section 5, best ball: team 1 scores its best net 4 and 2 points, team 2 its best 5 and 1 point', () => {
    const result = bestBall(
      roundOf({
        holes: flatHoles(18),
        pointsSystem: DEFAULT_POINTS_SYSTEM,
        players: [
          { id: 'A', team: 1, gross: [4] },
          { id: 'B', team: 1, gross: [5] },
          { id: 'C', team: 2, gross: [5] },
          { id: 'D', team: 2, gross: [6] },
        ],
      }),
    );
    expect(result.teams.map((t) => [t.teamNumber, t.strokes, t.points, t.position])).toEqual([
      [1, 4, 2, 1],
      [2, 5, 1, 2],
    ]);
  });

  it('section 6: quotas and targets, and half the points over or under toward zero', () => {
    expect([initialQuota(12), initialQuota(30), quotaTarget(30), initialQuota(-12), quotaTarget(-12), initialQuota(6, 9)]).toEqual([
      24, 10, 6, 45, 48, 12,
    ]);
    expect([adjustedQuota(24, 29 - 24), adjustedQuota(24, 20 - 24), adjustedQuota(24, 21 - 24)]).toEqual([26, 22, 23]);
  });

  it('section 9: gross 2, 3, 5, 4, 7 on par 4, 4, 5, 3, 4 and a hole not played', () => {
    const holes = [2, 3, 5, 4, 7, null].map((gross, i) => ({ par: [4, 4, 5, 3, 4, 4][i]!, gross }));
    expect(roundStats(holes)).toEqual({
      holesPlayed: 5,
      eaglesOrBetter: 1,
      birdies: 1,
      pars: 1,
      bogeys: 1,
      doubleBogeysOrWorse: 1,
      birdiesPlus: 2,
    });
  });

  it('section 19: a team of 10.4 and 13.25 averages 11.8', () => {
    expect(teamAverageHandicap([10.4, 13.25])).toBe(11.8);
  });

  it('section 20: 1st $60 and 2nd $30 among three players: +$30, $0, −$30', () => {
    const players = ['p1', 'p2', 'p3'].map((id) => ({ id, name: id, userId: null }));
    const board = fixtureBoard(
      {
        id: 'g',
        payouts: [
          { position: 1, betType: 'overall', amountCents: 6000, description: null },
          { position: 2, betType: 'overall', amountCents: 3000, description: null },
        ],
      },
      players,
      [[3], [4], [5]],
    );
    expect(gameMoney(board).map((line) => [line.playerId, line.stakeCents, line.netCents])).toEqual([
      ['p1', 3000, 3000],
      ['p2', 3000, 0],
      ['p3', 3000, -3000],
    ]);
  });

  it('section 20: five balances settle in two groups with three payments', () => {
    const balances = [
      { id: 'A', cents: 5000 },
      { id: 'B', cents: -3000 },
      { id: 'C', cents: -2000 },
      { id: 'D', cents: 2000 },
      { id: 'E', cents: -2000 },
    ];
    expect(settleUp(balances)).toEqual([
      { from: 'B', to: 'A', cents: 3000 },
      { from: 'C', to: 'A', cents: 2000 },
      { from: 'E', to: 'D', cents: 2000 },
    ]);
  });

  it('section 21: an unnamed dogfight created on 21 November 2026', () => {
    expect(defaultGameName('dogfight', new Date(2026, 10, 21))).toBe('Dogfight - 11/21/2026');
  });

  it('section 16: singles Red CH 4 against Blue CH 12: Blue receives 8', () => {
    expect(matchAllowances('singles', [[4], [12]])).toEqual([[0], [8]]);
  });

  it('section 16: singles Red 4, 10, 12, 20 against Blue 6, 9, 14, 22; had r1 met b1 before, r1 would meet another', () => {
    const team = (prefix: string, handicaps: number[]) => handicaps.map((handicap, i) => ({ id: `${prefix}${i + 1}`, handicap }));
    const teams = [team('r', [4, 10, 12, 20]), team('b', [6, 9, 14, 22])] as const;
    const fresh = proposePairings({ format: 'singles', teams, previousMatches: [], seed: 1 });
    expect(fresh.matches.map((m) => m.teams.flat())).toEqual([
      ['r1', 'b1'],
      ['r2', 'b2'],
      ['r3', 'b3'],
      ['r4', 'b4'],
    ]);
    const again = proposePairings({ format: 'singles', teams, previousMatches: [{ teams: [['r1'], ['b1']] }], seed: 1 });
    expect(again.matches.find((m) => m.teams[0][0] === 'r1')!.teams[1]).not.toEqual(['b1']);
  });
});
