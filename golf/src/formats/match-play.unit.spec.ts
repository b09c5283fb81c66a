import { describe, expect, it } from 'vitest';
import { flatHoles, roundOf } from '../testing/round-fixture.ts';
import { matchPlay } from './match-play.ts';

const holes = flatHoles(18);
const fours = (count: number) => new Array<number>(count).fill(4);

describe('match play (docs/golf-rules.md section 5)', () => {
  describe('four-ball', () => {
    const players = [
      { id: 'A1', ch: 2, team: 1, gross: [5, 4] },
      { id: 'A2', ch: 10, team: 1, gross: [4, 6] },
      { id: 'B1', ch: 4, team: 2, gross: [4, 5] },
      { id: 'B2', ch: 8, team: 2, gross: [5, 4] },
    ];

    it('given two teams of 2, then each side scores its lower net, strokes off the lowest CH (2)', () => {
      const result = matchPlay(roundOf({ holes, players }));
      expect(result.kind).toBe('four_ball');
      // Hole 1 (SI 1): A2 gets 8 strokes → net 3; B2 gets 6 → 4; B1 gets 2 → 3. Halved 3-3.
      // Hole 2 (SI 2): A1 4; A2 6−1 = 5; B1 5−1 = 4; B2 4−1 = 3. Side 2 wins.
      expect(result.holes.map((h) => [h.sideScores, h.winner])).toEqual([
        [[3, 3], null],
        [[4, 3], 2],
      ]);
      expect(result.sides.map((s) => [s.playerIds, s.statusText])).toEqual([
        [['A1', 'A2'], '1 DN'],
        [['B1', 'B2'], '1 UP'],
      ]);
    });

    it('given the leaderboard, then each player row carries the side record, partners share a position', () => {
      const { rows } = matchPlay(roundOf({ holes, players }));
      expect(rows.map((r) => [r.playerId, r.side, r.position, r.tied, `${r.wins}-${r.halves}-${r.losses}`])).toEqual([
        ['B1', 2, 1, false, '1-1-0'],
        ['B2', 2, 1, false, '1-1-0'],
        ['A1', 1, 2, false, '0-1-1'],
        ['A2', 1, 2, false, '0-1-1'],
      ]);
    });

    it('given a player with no team, then "All players must be assigned to a team"', () => {
      const round = roundOf({ holes, players: players.map((p, i) => ({ ...p, team: i === 3 ? null : p.team })) });
      expect(() => matchPlay(round)).toThrow('All players must be assigned to a team');
    });

    it('given teams of 3 and 1, then "Team 1 must have exactly 2 player(s)"', () => {
      const round = roundOf({ holes, players: players.map((p, i) => ({ ...p, team: i === 2 ? 1 : p.team })) });
      expect(() => matchPlay(round)).toThrow('Team 1 must have exactly 2 player(s)');
    });
  });

  describe('several rounds: one match over every hole', () => {
    it('given A 2 up after round 1 of 2, then "2 UP" with 18 left, where alone round 1 ends "2&1"', () => {
      const one = roundOf({
        holes,
        players: [
          { id: 'A', gross: [3, 3, ...fours(16)] },
          { id: 'B', gross: fours(18) },
        ],
      });
      const notStarted = roundOf({
        holes,
        players: [
          { id: 'A', gross: [] },
          { id: 'B', gross: [] },
        ],
      });
      expect(matchPlay(one).status).toMatchObject({ text: '2&1', finished: true });
      expect(matchPlay([one, notStarted]).status).toMatchObject({ text: '2 UP', holesLeft: 18, finished: false });
    });

    it('given the lead carried into round 2, then B winning its first hole leaves A "1 UP" with 17 left', () => {
      const one = roundOf({
        holes,
        players: [
          { id: 'A', gross: [3, 3, ...fours(16)] },
          { id: 'B', gross: fours(18) },
        ],
      });
      const two = roundOf({
        holes,
        players: [
          { id: 'B', gross: [3] },
          { id: 'A', gross: [4] },
        ],
      });
      const live = matchPlay([one, two]);
      expect(live.status).toMatchObject({ text: '1 UP', holesLeft: 17, finished: false });
      expect(live.sides[0]).toMatchObject({ playerIds: ['A'], wins: 2, losses: 1, halves: 16 });
    });

    it('given the same two rounds played twice, then decided "4&3" on the 33rd hole', () => {
      const one = roundOf({
        holes,
        players: [
          { id: 'A', gross: [3, 3, ...fours(16)] },
          { id: 'B', gross: fours(18) },
        ],
      });
      const result = matchPlay([one, one]);
      expect(result.status.text).toBe('4&3');
      expect(result.decidedOn).toEqual({ roundIndex: 1, holeNumber: 15 });
    });

    it('given different players in round 2, then a clear error', () => {
      const one = roundOf({
        holes,
        players: [
          { id: 'A', gross: [] },
          { id: 'B', gross: [] },
        ],
      });
      const two = roundOf({
        holes,
        players: [
          { id: 'A', gross: [] },
          { id: 'C', gross: [] },
        ],
      });
      expect(() => matchPlay([one, two])).toThrow('Match play needs the same players in every round');
    });
  });

  describe('bad input', () => {
    it('given 3 players, then a clear error', () => {
      const round = roundOf({ holes, players: ['A', 'B', 'C'].map((id) => ({ id, gross: [] })) });
      expect(() => matchPlay(round)).toThrow('Match play needs 2 players (singles) or 4 in two teams of 2 (four-ball), got 3');
    });

    it('given quota scoring or no rounds, then a clear error', () => {
      const round = roundOf({
        holes,
        scoringType: 'quota',
        players: [
          { id: 'A', gross: [] },
          { id: 'B', gross: [] },
        ],
      });
      expect(() => matchPlay(round)).toThrow('Quota scoring is ranked by quotaResult, not by match play');
      expect(() => matchPlay([])).toThrow('Match play needs at least one round');
    });
  });
});
