import { describe, expect, it } from 'vitest';
import { indexWorking } from './index-working.ts';

describe('how an index is worked out, step by step (Rule 5.2)', () => {
  it('given 3 rounds, then the lowest of the 3 less 2.0: 8.7 − 2.0 = 6.7', () => {
    expect(indexWorking([8.7], 3)).toEqual({
      roundsConsidered: 3,
      lowest: 1,
      differentials: [8.7],
      average: 8.7,
      adjustment: 2,
      index: 6.7,
    });
  });

  it('given 7 rounds, then the average of the lowest 2, to one decimal, with nothing off', () => {
    expect(indexWorking([12.4, 12.3], 7)).toMatchObject({
      lowest: 2,
      differentials: [12.3, 12.4],
      average: 12.4,
      adjustment: 0,
      index: 12.4,
    });
  });

  it('given 6 rounds, then 1.0 off the average of the lowest 2; a plus average stays below zero', () => {
    expect(indexWorking([-0.4, 1.0], 6)).toMatchObject({ average: 0.3, adjustment: 1, index: -0.7 });
  });

  it('given more than 20 rounds, then the most recent 20, the lowest 8', () => {
    expect(indexWorking([10, 10, 10, 10, 10, 10, 10, 10.8], 31)).toMatchObject({ roundsConsidered: 20, lowest: 8, average: 10.1 });
  });

  it('gives nothing below 3 rounds, or when the marked differentials are not as many as the rule averages', () => {
    expect(indexWorking([9], 2)).toBeNull();
    expect(indexWorking([9, 8], 3)).toBeNull();
  });
});
