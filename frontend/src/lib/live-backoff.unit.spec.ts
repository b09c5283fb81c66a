import { describe, expect, it } from 'vitest';
import { LIVE_BACKOFF, reconnectDelay } from './live-backoff.ts';

describe('the wait before reopening a failed live stream', () => {
  it('doubles from 1 s after each failure in a row, up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 40].map((failures) => reconnectDelay(failures, 0.999999))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('spreads phones out: half to all of the ceiling, by the random draw', () => {
    expect(reconnectDelay(0, 0)).toBe(500);
    expect(reconnectDelay(0, 0.5)).toBe(750);
    expect(reconnectDelay(3, 0)).toBe(4000);
    expect(reconnectDelay(99, 0)).toBe(LIVE_BACKOFF.maxMs / 2);
  });

  it('stays within bounds for odd inputs', () => {
    expect(reconnectDelay(-3, 0.5)).toBe(750);
    expect(reconnectDelay(2, 7)).toBe(4000);
  });
});
