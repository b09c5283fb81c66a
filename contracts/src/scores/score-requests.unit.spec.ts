import { describe, expect, it } from 'vitest';
import { AdjustQuotasBody, CorrectScoreBody, EnterScoreBody } from './score-requests.ts';

const playerId = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('score requests', () => {
  it('given net score and points from a client, then they are accepted and dropped: the server derives them', () => {
    expect(EnterScoreBody.parse({ playerId, roundNumber: 1, holeNumber: 7, strokes: 5, netScore: 4, points: 2 })).toEqual({ playerId, roundNumber: 1, holeNumber: 7, strokes: 5 });
    expect(CorrectScoreBody.parse({ strokes: '6', netScore: null, points: 3 })).toEqual({ strokes: 6 });
  });

  it('accepts strokes 1 to 15 only, as whole numbers', () => {
    for (const strokes of [0, 16, 4.5, 'x', null]) {
      const result = CorrectScoreBody.safeParse({ strokes });
      expect(result.success ? null : result.error.issues[0]?.message).toBe('Strokes must be a whole number from 1 to 15');
    }
    expect(CorrectScoreBody.parse({ strokes: 15 })).toEqual({ strokes: 15 });
  });

  it('leaves the hole’s place on the course to the server, but refuses a hole number that is no hole at all', () => {
    expect(EnterScoreBody.parse({ playerId, roundNumber: 1, holeNumber: 19, strokes: 4 }).holeNumber).toBe(19);
    expect(EnterScoreBody.safeParse({ playerId, roundNumber: 1, holeNumber: 0, strokes: 4 }).success).toBe(false);
    expect(EnterScoreBody.safeParse({ playerId: 'ann', roundNumber: 1, holeNumber: 1, strokes: 4 }).success).toBe(false);
    expect(AdjustQuotasBody.safeParse({ completedRound: 0 }).success).toBe(false);
  });
});
