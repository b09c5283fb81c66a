import { describe, expect, it } from 'vitest';
import { readScoreConflict, scoreMessages } from './score-messages.ts';
import { AdjustQuotasBody, CorrectScoreBody, EnterScoreBody } from './score-requests.ts';

const playerId = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('score requests', () => {
  it('given net score and points from a client, then they are accepted and dropped: the server derives them', () => {
    expect(EnterScoreBody.parse({ playerId, roundNumber: 1, holeNumber: 7, strokes: 5, netScore: 4, points: 2 })).toEqual({
      playerId,
      roundNumber: 1,
      holeNumber: 7,
      strokes: 5,
    });
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

  it('passes expectedStrokes on when sent (null: the phone saw no score), and leaves it out when not', () => {
    const body = { playerId, roundNumber: 1, holeNumber: 5, strokes: 5 };
    expect(EnterScoreBody.parse({ ...body, expectedStrokes: 4 })).toEqual({ ...body, expectedStrokes: 4 });
    expect(EnterScoreBody.parse({ ...body, expectedStrokes: null })).toEqual({ ...body, expectedStrokes: null });
    expect(EnterScoreBody.parse(body)).not.toHaveProperty('expectedStrokes');
    for (const expectedStrokes of [0, 16, 2.5, 'x', '']) {
      const result = EnterScoreBody.safeParse({ ...body, expectedStrokes });
      expect(result.success ? null : result.error.issues[0]?.message, String(expectedStrokes)).toBe(
        'expectedStrokes must be null or a whole number from 1 to 15',
      );
    }
  });
});

describe('score conflict message', () => {
  it('names the current value and yours, and reads back from the message the phone receives', () => {
    const message = scoreMessages.changedMeanwhile("Alex O'Neil", 5, 4, 5);
    expect(message).toMatch(/^Alex O'Neil's score on hole 5 was changed to 4 by someone else; yours was 5\./);
    expect(readScoreConflict(message)).toEqual({ playerName: "Alex O'Neil", holeNumber: 5, current: 4, yours: 5 });
    expect(readScoreConflict('This game is completed: scores can no longer change')).toBeNull();
  });
});
