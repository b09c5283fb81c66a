import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { putted, factsRoundOf } from './side-games-fixture.ts';
import { snake } from './snake.ts';

const two = putted(4, 2);

describe('snake (docs/golf-rules.md section 15)', () => {
  // Hole 2: A three-putts. Hole 5: B four-putts, C three-putts. Hole 7: A and B three-putt, B
  // holds it. Hole 9: A and C three-putt, B (the holder) does not: A, first in the player order.
  const nine = factsRoundOf(new Array<number>(9).fill(4), {
    A: [two, putted(5, 3), two, two, two, two, putted(5, 3), two, putted(5, 3)],
    B: [two, two, two, two, putted(6, 4), two, putted(5, 3), two, two],
    C: [two, two, two, two, putted(5, 3), two, two, two, putted(5, 3)],
  });
  const result = snake({ playerIds: ['A', 'B', 'C'], rounds: [nine] }, { valueCents: 500 });

  it('given the example round, then the snake goes A, B (most putts), stays with B (level, the holder), then A (first in order)', () => {
    expect(result.rounds[0]!.takes).toEqual([
      { roundIndex: 0, holeNumber: 2, playerId: 'A', putts: 3 },
      { roundIndex: 0, holeNumber: 5, playerId: 'B', putts: 4 },
      { roundIndex: 0, holeNumber: 9, playerId: 'A', putts: 3 },
    ]);
    expect(result.holder).toBe('A');
    expect(result.rounds[0]!.complete).toBe(true);
  });

  it('given A holds it after the last hole, then A pays each other player $5', () => {
    expect(result.cents).toEqual({ A: -1000, B: 500, C: 500 });
  });

  it('given a round in play, then the holder so far is shown and the money counts as it stands', () => {
    const partial = factsRoundOf(new Array<number>(9).fill(4), { A: [two, putted(5, 3)], B: [two, two] });
    const live = snake({ playerIds: ['A', 'B'], rounds: [partial] }, { valueCents: 500 });
    expect([live.holder, live.rounds[0]!.complete, live.cents]).toEqual(['A', false, { A: -500, B: 500 }]);
  });

  it('given nobody three-putts, or putts not recorded, then nobody holds it and nobody pays', () => {
    const round = factsRoundOf([4, 4], { A: [{ strokes: 7 }, two], B: [two, two] });
    const none = snake({ playerIds: ['A', 'B'], rounds: [round] }, { valueCents: 500 });
    expect([none.holder, none.cents]).toEqual([null, { A: 0, B: 0 }]);
  });

  it('given two rounds, then each has its own snake; the board shows the holder of the round being played', () => {
    const first = factsRoundOf([4, 4], { A: [putted(5, 3), two], B: [two, two] });
    const second = factsRoundOf([4, 4], { A: [two], B: [two] });
    const both = snake({ playerIds: ['A', 'B'], rounds: [first, second] }, { valueCents: 500 });
    expect(both.rounds.map((r) => r.holder)).toEqual(['A', null]);
    expect(both.holder).toBeNull();
    expect(both.cents).toEqual({ A: -500, B: 500 });
  });

  it('property: the money adds up to zero, and only the holder of a round pays', () => {
    const hole = fc.integer({ min: 0, max: 4 }).map((putts) => putted(putts + 2, putts));
    fc.assert(
      fc.property(fc.array(fc.array(hole, { minLength: 9, maxLength: 9 }), { minLength: 2, maxLength: 5 }), (cards) => {
        const ids = cards.map((_, i) => `p${i}`);
        const round = factsRoundOf(new Array<number>(9).fill(4), Object.fromEntries(ids.map((id, i) => [id, cards[i]!])));
        const played = snake({ playerIds: ids, rounds: [round] }, { valueCents: 100 });
        expect(Object.values(played.cents).reduce((a, b) => a + b, 0)).toBe(0);
        for (const id of ids) {
          if (id === played.holder) expect(played.cents[id]).toBe(-100 * (ids.length - 1));
          else expect(played.cents[id]).toBe(played.holder === null ? 0 : 100);
        }
      }),
    );
  });
});
