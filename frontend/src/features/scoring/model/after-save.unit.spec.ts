import { describe, expect, it } from 'vitest';
import { afterOwnSave, afterSave } from './after-save.ts';

const round = { currentRound: 1, holeCount: 18, numberOfRounds: 2 };

describe('where play goes after a hole is saved', () => {
  it('given the current hole before the last, then the next hole', () => {
    expect(afterSave({ ...round, savedHole: 7, currentHole: 7 })).toEqual({ kind: 'next-hole', holeNumber: 8 });
  });

  it('given a hole before the current one was edited, then Score Updated and back to the current hole', () => {
    expect(afterSave({ ...round, savedHole: 3, currentHole: 7 })).toEqual({ kind: 'score-updated', holeNumber: 3 });
    expect(afterSave({ ...round, savedHole: 17, currentHole: 18 })).toEqual({ kind: 'score-updated', holeNumber: 17 });
  });

  it('given the last hole of a round before the last, then the round summary', () => {
    expect(afterSave({ ...round, savedHole: 18, currentHole: 18 })).toEqual({ kind: 'round-summary', roundNumber: 1 });
  });

  it('given the last hole of the last round, then the game is completed', () => {
    expect(afterSave({ ...round, currentRound: 2, savedHole: 18, currentHole: 18 })).toEqual({ kind: 'game-completed' });
    expect(afterSave({ currentRound: 1, numberOfRounds: 1, holeCount: 9, savedHole: 9, currentHole: 9 })).toEqual({
      kind: 'game-completed',
    });
  });

  it('given a 9-hole course, then hole 9 ends the round', () => {
    expect(afterSave({ ...round, holeCount: 9, savedHole: 8, currentHole: 8 })).toEqual({ kind: 'next-hole', holeNumber: 9 });
    expect(afterSave({ ...round, holeCount: 9, savedHole: 9, currentHole: 9 })).toEqual({ kind: 'round-summary', roundNumber: 1 });
  });
});

describe('after saving a hole of a player’s own card', () => {
  const card = { currentRound: 1, holeCount: 18, numberOfRounds: 2 };
  it('goes on to the next hole, updates an earlier one, and finishes the card on the last (never the round or the game)', () => {
    expect(afterOwnSave({ ...card, savedHole: 7, currentHole: 7 })).toEqual({ kind: 'next-hole', holeNumber: 8 });
    expect(afterOwnSave({ ...card, savedHole: 3, currentHole: 7 })).toEqual({ kind: 'score-updated', holeNumber: 3 });
    expect(afterOwnSave({ ...card, savedHole: 18, currentHole: 18 })).toEqual({ kind: 'card-done', roundNumber: 1 });
    expect(afterOwnSave({ ...card, savedHole: 18, currentHole: 18, numberOfRounds: 1 })).toEqual({ kind: 'card-done', roundNumber: 1 });
  });
});
