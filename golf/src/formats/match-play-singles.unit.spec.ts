import { describe, expect, it } from 'vitest';
import { flatHoles, roundOf } from '../testing/round-fixture.ts';
import { matchPlay } from './match-play.ts';

const holes = flatHoles(18);
const fours = (count: number) => new Array<number>(count).fill(4);

describe('match play (docs/golf-rules.md section 5)', () => {
  describe('singles', () => {
    it('given no hole played, then all square and nothing decided', () => {
      const result = matchPlay(
        roundOf({
          holes,
          players: [
            { id: 'A', gross: [] },
            { id: 'B', gross: [] },
          ],
        }),
      );
      expect(result.kind).toBe('singles');
      expect(result.status).toMatchObject({ text: 'AS', finished: false });
      expect(result.sides.map((s) => [s.statusText, s.position, s.tied])).toEqual([
        ['AS', 1, true],
        ['AS', 1, true],
      ]);
      expect(result.decidedOn).toBeNull();
    });

    it('given A wins holes 1 and 2 and halves 3, then A "2 UP", B "2 DN", W-T-L 2-1-0 and 0-1-2', () => {
      const result = matchPlay(
        roundOf({
          holes,
          players: [
            { id: 'A', gross: [3, 3, 4] },
            { id: 'B', gross: [4, 4, 4] },
          ],
        }),
      );
      expect(result.holes.map((h) => [h.holeNumber, h.winner, h.side1Up])).toEqual([
        [1, 1, 1],
        [2, 1, 2],
        [3, null, 2],
      ]);
      expect(result.sides.map((s) => [s.side, s.statusText, s.wins, s.halves, s.losses, s.holesUp, s.position])).toEqual([
        [1, '2 UP', 2, 1, 0, 2, 1],
        [2, '2 DN', 0, 1, 2, -2, 2],
      ]);
    });

    it('given A 4 up with 4 to play, then "Dormie"', () => {
      const a = [3, 3, 3, 3, ...fours(10)];
      const result = matchPlay(
        roundOf({
          holes,
          players: [
            { id: 'A', gross: a },
            { id: 'B', gross: fours(14) },
          ],
        }),
      );
      expect(result.status).toMatchObject({ text: 'Dormie', finished: false, leader: 1 });
      expect(result.sides[1].statusText).toBe('4 DN');
    });

    it('given A 4 up after 15, then won "4&3" on hole 15 and later holes do not count', () => {
      const a = [3, 3, 3, 3, ...fours(11), 6, 6, 6];
      const result = matchPlay(
        roundOf({
          holes,
          players: [
            { id: 'A', gross: a },
            { id: 'B', gross: fours(18) },
          ],
        }),
      );
      expect(result.status).toMatchObject({ text: '4&3', finished: true });
      expect(result.decidedOn).toEqual({ roundIndex: 0, holeNumber: 15 });
      expect(result.holes.filter((h) => !h.counted).map((h) => h.holeNumber)).toEqual([16, 17, 18]);
      expect(result.sides.map((s) => [s.statusText, s.outcome, s.wins, s.halves, s.losses])).toEqual([
        ['4&3', 'won', 4, 11, 0],
        ['4 DN', 'lost', 0, 11, 4],
      ]);
    });

    it('given B wins the last hole to finish one up, then B "1 UP" and A lost "1 DN"', () => {
      const b = [...fours(17), 3];
      const result = matchPlay(
        roundOf({
          holes,
          players: [
            { id: 'A', gross: fours(18) },
            { id: 'B', gross: b },
          ],
        }),
      );
      expect(result.status).toMatchObject({ text: '1 UP', leader: 2, finished: true });
      expect(result.sides.map((s) => [s.side, s.statusText, s.outcome, s.position])).toEqual([
        [1, '1 DN', 'lost', 2],
        [2, '1 UP', 'won', 1],
      ]);
      expect(result.rows.map((r) => [r.playerId, r.position, r.points])).toEqual([
        ['B', 1, 1],
        ['A', 2, 0],
      ]);
    });

    it('given level after 18, then "Halved" for both', () => {
      const result = matchPlay(
        roundOf({
          holes,
          players: [
            { id: 'A', gross: fours(18) },
            { id: 'B', gross: fours(18) },
          ],
        }),
      );
      expect(result.status.text).toBe('Halved');
      expect(result.sides.map((s) => [s.outcome, s.halves])).toEqual([
        ['halved', 18],
        ['halved', 18],
      ]);
    });

    it('given CH 5 against CH 12, then B receives 7 strokes on SI 1 … 7 and A none', () => {
      const result = matchPlay(
        roundOf({
          holes,
          players: [
            { id: 'A', ch: 5, gross: fours(8) },
            { id: 'B', ch: 12, gross: fours(8) },
          ],
        }),
      );
      expect(result.rounds[0]![0]!.holes.every((h) => h.strokesReceived === 0)).toBe(true);
      expect(result.rounds[0]![1]!.holes.map((h) => h.strokesReceived)).toEqual([...new Array(7).fill(1), ...new Array(11).fill(0)]);
      expect(result.sides[1]).toMatchObject({ wins: 7, halves: 1, statusText: '7 UP' });
    });

    it('given gross scoring, then no strokes are given', () => {
      const round = roundOf({
        holes,
        scoringType: 'gross',
        players: [
          { id: 'A', ch: 0, gross: [4] },
          { id: 'B', ch: 20, gross: [4] },
        ],
      });
      expect(matchPlay(round).holes[0]!.winner).toBeNull();
    });

    it('given a hole only one side has scored, then it does not count yet', () => {
      const result = matchPlay(
        roundOf({
          holes,
          players: [
            { id: 'A', gross: [3, 3] },
            { id: 'B', gross: [4] },
          ],
        }),
      );
      expect(result.holes).toHaveLength(1);
      expect(result.status.text).toBe('1 UP');
    });

    it('given a plus handicap against CH 3, then the lowest CH is the reference: 5 strokes', () => {
      const result = matchPlay(
        roundOf({
          holes,
          players: [
            { id: 'A', ch: -2, gross: [] },
            { id: 'B', ch: 3, gross: [] },
          ],
        }),
      );
      expect(result.rounds[0]![1]!.holes.reduce((sum, h) => sum + h.strokesReceived, 0)).toBe(5);
    });
  });
});
