import { describe, expect, it } from 'vitest';
import { teeTimes } from './tee-times.ts';

describe("a session's tee times (docs/golf-rules.md section 16)", () => {
  it('given 08:00 and 10 minutes for four matches, then 08:00, 08:10, 08:20, 08:30', () => {
    expect(teeTimes('2026-06-12T08:00', 10, 4)).toEqual(['2026-06-12T08:00', '2026-06-12T08:10', '2026-06-12T08:20', '2026-06-12T08:30']);
  });

  it('given an interval across the hour, then the hour moves on: 09:51 + 9 minutes is 10:00', () => {
    expect(teeTimes('2026-06-12T09:51', 9, 2)).toEqual(['2026-06-12T09:51', '2026-06-12T10:00']);
  });

  it('given an interval of 0, then a shotgun start: every match at once', () => {
    expect(teeTimes('2026-06-12T13:00', 0, 3)).toEqual(new Array(3).fill('2026-06-12T13:00'));
  });

  it('given a twilight session running past midnight, then the next day; no match, no time', () => {
    expect(teeTimes('2026-12-31T23:50', 12, 2)).toEqual(['2026-12-31T23:50', '2027-01-01T00:02']);
    expect(teeTimes('2026-06-12T08:00', 10, 0)).toEqual([]);
  });

  it('given a time with a zone, seconds, or a day that does not exist, then a clear error', () => {
    for (const bad of ['2026-06-12T08:00Z', '2026-06-12T08:00:00', '08:00', '2026-02-30T08:00', '2026-06-12T24:00', '']) {
      expect(() => teeTimes(bad, 10, 1)).toThrow(`A tee time is a local date and time like 2026-06-12T08:00, not ${bad}`);
    }
  });

  it('given an interval outside 0 … 60 whole minutes, or a fraction of a match, then a clear error', () => {
    expect(() => teeTimes('2026-06-12T08:00', 61, 2)).toThrow('The interval between tee times must be 0 to 60 whole minutes, not 61');
    expect(() => teeTimes('2026-06-12T08:00', 7.5, 2)).toThrow('The interval between tee times must be 0 to 60 whole minutes, not 7.5');
    expect(() => teeTimes('2026-06-12T08:00', 10, 1.5)).toThrow('A number of matches is a whole number, not 1.5');
  });
});
