import { describe, expect, it } from 'vitest';
import type { HoleScore } from '../formats/round-input.ts';
import { flatHoles } from '../testing/round-fixture.ts';
import { cupMatch, type CupMatchInput } from './cup-match.ts';

/** Par 4s, stroke index = hole number. */
const holes = flatHoles(18);
const scoresOf = (cards: Record<string, readonly number[]>): HoleScore[] =>
  Object.entries(cards).flatMap(([playerId, gross]) => gross.map((strokes, i) => ({ playerId, holeNumber: i + 1, strokes })));
const fours = (n: number) => new Array<number>(n).fill(4);

describe('a cup match (docs/golf-rules.md section 16)', () => {
  const singles = (scores: HoleScore[], points?: number): CupMatchInput => ({
    format: 'singles',
    holes,
    sides: [[{ id: 'red', courseHandicap: 8 }], [{ id: 'blue', courseHandicap: 8 }]],
    scores,
    ...(points === undefined ? {} : { points }),
  });

  it('given no hole played, then not started: all square, no points decided or projected', () => {
    expect(cupMatch(singles([]))).toMatchObject({
      state: 'not_started',
      result: null,
      leader: null,
      thru: 0,
      points: [0, 0],
      projectedPoints: [0, 0],
    });
    expect(cupMatch(singles([])).status.text).toBe('AS');
  });

  it('given red 1 up thru 3, then in progress: red projected 1, nothing decided', () => {
    const match = cupMatch(singles(scoresOf({ red: [3, 4, 4], blue: fours(3) })));
    expect(match).toMatchObject({ state: 'in_progress', leader: 0, thru: 3, points: [0, 0], projectedPoints: [1, 0] });
    expect(match.status.text).toBe('1 UP');
  });

  it('given all square thru 2, then each team projected a half', () => {
    expect(cupMatch(singles(scoresOf({ red: [3, 5], blue: fours(2) }))).projectedPoints).toEqual([0.5, 0.5]);
  });

  it('given blue 3 up with 2 to play, then decided 3&2 on 16: the point is blue’s and holes 17 and 18 do not count', () => {
    const match = cupMatch(singles(scoresOf({ red: fours(18), blue: [3, 3, 3, ...fours(15)] })));
    expect(match).toMatchObject({ state: 'decided', result: '3&2', leader: 1, thru: 16, decidedOn: 16, points: [0, 1] });
    expect(match.projectedPoints).toEqual([0, 1]);
  });

  it('given level after 18, then halved: half a point each', () => {
    expect(cupMatch(singles(scoresOf({ red: fours(18), blue: fours(18) })))).toMatchObject({
      state: 'decided',
      result: 'Halved',
      leader: null,
      points: [0.5, 0.5],
    });
  });

  it('given red 1 up after the last hole of a match worth 2, then red wins "1 UP" and 2 points; halved would be 1 each', () => {
    const won = cupMatch(singles(scoresOf({ red: [3, ...fours(17)], blue: fours(18) }), 2));
    expect([won.result, won.points]).toEqual(['1 UP', [2, 0]]);
  });

  it('given a value that is not in half points, then a clear error', () => {
    expect(() => cupMatch(singles([], 0.3))).toThrow('A match is worth ½ to 10 points in half points, not 0.3');
    expect(() => cupMatch(singles([], 0))).toThrow('A match is worth ½ to 10 points');
  });

  it('given singles CH 8 against CH 10, then blue receives 2 strokes, on SI 1 and 2', () => {
    const match = cupMatch({
      ...singles(scoresOf({ red: fours(2), blue: [5, 4] })),
      sides: [[{ id: 'red', courseHandicap: 8 }], [{ id: 'blue', courseHandicap: 10 }]],
    });
    expect(match.handicaps).toEqual([[0], [2]]);
    expect(match.status.text).toBe('1 UP');
    expect(match.leader).toBe(1);
  });

  describe("four-ball with section 16's handicaps (Red 4 and 10, Blue 12 and 20: strokes off 0, 5, 7, 14)", () => {
    const fourBall = (scores: HoleScore[]): CupMatchInput => ({
      format: 'four_ball',
      holes,
      sides: [
        [
          { id: 'r1', courseHandicap: 4 },
          { id: 'r2', courseHandicap: 10 },
        ],
        [
          { id: 'b1', courseHandicap: 12 },
          { id: 'b2', courseHandicap: 20 },
        ],
      ],
      scores,
    });
    const fives = new Array<number>(8).fill(5);

    it('given everyone makes 5 on the first 8 holes, then halved 1–5, Blue wins 6–8 on its strokes: Blue 3 UP thru 8', () => {
      const match = cupMatch(fourBall(scoresOf({ r1: fives, r2: fives, b1: fives, b2: fives })));
      expect(match.handicaps).toEqual([
        [0, 5],
        [7, 14],
      ]);
      expect(match).toMatchObject({ state: 'in_progress', leader: 1, thru: 8, projectedPoints: [0, 1] });
      expect(match.status.text).toBe('3 UP');
    });

    it('given one player of a side has no score on a hole, then the partner’s ball is the side’s', () => {
      const match = cupMatch(fourBall(scoresOf({ r1: [2], b1: [4], b2: [4] })));
      expect([match.thru, match.leader]).toEqual([1, 0]);
    });
  });

  describe("foursomes with section 16's handicaps: Red plays off 0, Blue receives 9", () => {
    const foursomes = (scores: HoleScore[]): CupMatchInput => ({
      format: 'foursomes',
      holes,
      sides: [
        [
          { id: 'r1', courseHandicap: 4 },
          { id: 'r2', courseHandicap: 10 },
        ],
        [
          { id: 'b1', courseHandicap: 12 },
          { id: 'b2', courseHandicap: 20 },
        ],
      ],
      scores,
    });

    it('given each side’s score entered once, by either partner, then one ball a side: Blue wins hole 1 on its stroke', () => {
      const match = cupMatch(
        foursomes([
          { playerId: 'r1', holeNumber: 1, strokes: 4 },
          { playerId: 'b2', holeNumber: 1, strokes: 4 },
          { playerId: 'r2', holeNumber: 2, strokes: 4 },
          { playerId: 'b1', holeNumber: 2, strokes: 5 },
        ]),
      );
      expect(match.handicaps).toEqual([[0], [9]]);
      expect([match.thru, match.leader, match.status.text]).toEqual([2, 1, '1 UP']);
    });

    it('given the other partner enters the side’s hole again, then the later score replaces the earlier', () => {
      const match = cupMatch(
        foursomes([
          { playerId: 'r1', holeNumber: 1, strokes: 6 },
          { playerId: 'b1', holeNumber: 1, strokes: 5 },
          { playerId: 'r2', holeNumber: 1, strokes: 3 },
        ]),
      );
      expect([match.thru, match.leader]).toEqual([1, 0]);
    });

    it('given a score from someone outside the match, then it is ignored', () => {
      const match = cupMatch(
        foursomes([
          { playerId: 'zed', holeNumber: 1, strokes: 1 },
          { playerId: 'b1', holeNumber: 1, strokes: 5 },
        ]),
      );
      expect(match.state).toBe('not_started');
    });
  });

  it('given a player on both sides, or a side of the wrong size, then a clear error', () => {
    expect(() => cupMatch({ ...singles([]), sides: [[{ id: 'x', courseHandicap: 1 }], [{ id: 'x', courseHandicap: 2 }]] })).toThrow(
      'A player can play only once in a match',
    );
    expect(() => cupMatch({ ...singles([]), format: 'foursomes' })).toThrow('In foursomes each side has 2 players; side 1 has 1');
  });
});
