import { describe, expect, it } from 'vitest';
import { isSettledBy, newScoreSave, saveAfterRefusal, splitAtRefusal, type ScoreSave } from './score-save.ts';

const gameId = 'g1';
const strokes = (playerId: string, value: number, holeNumber = 3) => ({
  playerId,
  roundNumber: 1,
  holeNumber,
  strokes: value,
  expectedStrokes: null,
});
/** Keys key-1, key-2, … in the order asked. */
const keys = () => {
  let n = 0;
  return () => `key-${++n}`;
};
const hole = (): ScoreSave => newScoreSave(gameId, [strokes('ann', 4), strokes('bob', 5), strokes('cal', 6)], { newKey: keys() });

describe('a new score save', () => {
  it('given a hole’s scores, when saved, then each carries a fresh Idempotency-Key and the save its own id', () => {
    const save = newScoreSave(gameId, [strokes('ann', 4), strokes('bob', 5)], {
      moveTo: { roundNumber: 1, currentHole: 4 },
      newKey: keys(),
    });
    expect(save).toEqual({
      id: 'key-1',
      gameId,
      scores: [
        { ...strokes('ann', 4), idempotencyKey: 'key-2' },
        { ...strokes('bob', 5), idempotencyKey: 'key-3' },
      ],
      moveTo: { roundNumber: 1, currentHole: 4 },
    });
  });

  it('given the page is going away, when saved, then it is marked keepalive; without a move, it moves nothing', () => {
    expect(newScoreSave(gameId, [strokes('ann', 4)], { keepalive: true })).toMatchObject({ keepalive: true, moveTo: null });
  });

  it('given two saves of the same strokes, then their keys differ (each save is its own attempt)', () => {
    const [a, b] = [newScoreSave(gameId, [strokes('ann', 4)]), newScoreSave(gameId, [strokes('ann', 4)])];
    expect(a.scores[0]!.idempotencyKey).not.toBe(b.scores[0]!.idempotencyKey);
  });
});

describe('a refused save', () => {
  it('given Bob’s score refused, then Ann’s was recorded and Cal’s is held behind it', () => {
    const { sent, refused, held } = splitAtRefusal(hole(), 'bob');
    expect([sent.map((s) => s.playerId), refused?.playerId, held.map((s) => s.playerId)]).toEqual([['ann'], 'bob', ['cal']]);
  });

  it('when the player keeps theirs or discards, then only the held scores go again, with their keys', () => {
    const save = hole();
    for (const choice of ['keep-theirs', 'discard'] as const) {
      const rest = saveAfterRefusal(save, 'bob', choice, () => 'new');
      expect(rest).toEqual({ id: 'new', gameId, scores: [save.scores[2]], moveTo: null });
    }
  });

  it('when the player sends theirs again, then the refused score goes first as a new attempt that replaces whatever is there', () => {
    const save = hole();
    const rest = saveAfterRefusal(save, 'bob', 'send-mine', keys());
    expect(rest?.scores).toEqual([{ playerId: 'bob', roundNumber: 1, holeNumber: 3, strokes: 5, idempotencyKey: 'key-1' }, save.scores[2]]);
  });

  it('when the player tries again, then the refused score goes with its own key (a retry)', () => {
    const save = hole();
    expect(saveAfterRefusal(save, 'bob', 'try-again')?.scores).toEqual([save.scores[1], save.scores[2]]);
  });

  it('given the last score refused, when the player keeps theirs, then nothing is left to send', () => {
    expect(saveAfterRefusal(hole(), 'cal', 'keep-theirs')).toBeNull();
  });

  it('given a later save recorded the refused score and those held, then the refusal is settled; one that misses a held score is not', () => {
    const refused = hole();
    const both = newScoreSave(gameId, [strokes('bob', 7), strokes('cal', 6)]);
    const bobOnly = newScoreSave(gameId, [strokes('bob', 7)]);
    expect(isSettledBy(refused, 'bob', both)).toBe(true);
    expect(isSettledBy(refused, 'bob', bobOnly)).toBe(false);
    expect(isSettledBy(refused, 'cal', bobOnly)).toBe(false);
    expect(isSettledBy(refused, 'bob', { ...both, gameId: 'other' })).toBe(false);
  });
});
