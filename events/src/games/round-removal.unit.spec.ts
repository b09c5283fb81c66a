import { describe, expect, it } from 'vitest';
import { gameEvents } from './index.ts';
import { positionAfterRoundRemoved, roundNumberAfterRemoval } from './round-removal.ts';

describe('round removal', () => {
  const at = { currentRound: 2, currentHole: 7, numberOfRounds: 3 };

  it('given an earlier round goes, then play moves up a number and keeps its hole', () => {
    expect(positionAfterRoundRemoved(at, 1)).toEqual({ currentRound: 1, currentHole: 7, numberOfRounds: 2 });
  });

  it('given the current round goes, then play is at hole 1 of the round taking its number, or of the new last one', () => {
    expect(positionAfterRoundRemoved(at, 2)).toEqual({ currentRound: 2, currentHole: 1, numberOfRounds: 2 });
    expect(positionAfterRoundRemoved({ currentRound: 3, currentHole: 4, numberOfRounds: 3 }, 3)).toEqual({
      currentRound: 2,
      currentHole: 1,
      numberOfRounds: 2,
    });
  });

  it('given a later round goes, then play stays', () => {
    expect(positionAfterRoundRemoved(at, 3)).toEqual({ currentRound: 2, currentHole: 7, numberOfRounds: 2 });
  });

  it('renumbers only the rounds after the removed one', () => {
    expect([1, 2, 3, 4].map((n) => roundNumberAfterRemoval(n, 2))).toEqual([1, 2, 2, 3]);
  });

  it('every game event has a distinct past-tense name and version 1, but PlayerAdded (2: access apart), ScoresRecalculated (2) and the score events (3: the values the scorer saw, the hole facts)', () => {
    const names = gameEvents.map((definition) => definition.type);
    expect(new Set(names).size).toBe(names.length);
    const second = ['PlayerAdded', 'ScoresRecalculated'];
    const third = ['ScoreEntered', 'ScoreCorrected'];
    for (const definition of gameEvents) {
      expect(definition.version).toBe(third.includes(definition.type) ? 3 : second.includes(definition.type) ? 2 : 1);
      expect(definition.type).toMatch(/(ed|Set|Chosen)$/);
    }
  });
});
