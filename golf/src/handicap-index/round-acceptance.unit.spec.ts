import { describe, expect, it } from 'vitest';
import { roundAcceptance, type RoundForRecord } from './round-acceptance.ts';

const finished: RoundForRecord = { holeCount: 18, over: true, holesScored: 18, tee: { holes: 18, slopeRating: 125 } };

describe('which rounds count', () => {
  it('given all 18 holes scored and the round over, then it counts', () => {
    expect(roundAcceptance(finished)).toEqual({ counted: true });
  });

  it.each([
    { change: { holeCount: 9 as const, holesScored: 9 }, reason: '9-hole rounds do not count yet' },
    { change: { over: false }, reason: 'Round in progress' },
    { change: { holesScored: 14 }, reason: 'Scores on 14 of 18 holes' },
    { change: { tee: 'none' as const }, reason: 'No tee was chosen' },
    { change: { tee: 'removed' as const }, reason: 'Its tee set was removed from the course' },
    { change: { tee: { holes: 9, slopeRating: 125 } }, reason: 'Its tee set does not have all 18 holes' },
    { change: { tee: { holes: 18, slopeRating: 40 } }, reason: "Its tee set's slope rating 40 is not 55–155" },
  ])('given $reason, then it is listed as not counted with that reason', ({ change, reason }) => {
    expect(roundAcceptance({ ...finished, ...change })).toEqual({ counted: false, reason });
  });

  it('given a 9-hole round still in progress, then the lasting reason is given: 9 holes', () => {
    expect(roundAcceptance({ ...finished, holeCount: 9, over: false })).toEqual({
      counted: false,
      reason: '9-hole rounds do not count yet',
    });
  });
});
