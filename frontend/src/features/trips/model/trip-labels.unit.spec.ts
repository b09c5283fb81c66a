import { describe, expect, it } from 'vitest';
import { dateRangeText, memberName, resultText, signedMoney } from './trip-labels.ts';

describe('trip labels', () => {
  it('shows a trip’s days as calendar days', () => {
    expect(dateRangeText({ startDate: '2026-05-01', endDate: '2026-05-04' })).toBe('May 1, 2026 – May 4, 2026');
    expect(dateRangeText({ startDate: '2026-05-01', endDate: '2026-05-01' })).toBe('May 1, 2026');
    expect(dateRangeText({ startDate: '2026-05-01', endDate: null })).toBe('From May 1, 2026');
    expect(dateRangeText({ startDate: null, endDate: null })).toBeNull();
  });

  it('names members, money and results', () => {
    expect(
      memberName({ id: 'u', firstName: 'Ada', lastName: null, email: 'a@x', handicap: null, appHandicapIndex: null, useAppIndex: false }),
    ).toBe('Ada');
    expect(
      memberName({ id: 'u', firstName: null, lastName: null, email: 'a@x', handicap: null, appHandicapIndex: null, useAppIndex: false }),
    ).toBe('a@x');
    expect([signedMoney(1250), signedMoney(-400), signedMoney(0)]).toEqual(['+$12.50', '-$4.00', '$0.00']);
    expect(resultText({ kind: 'quota', value: 3 })).toBe('+3 quota');
    expect(resultText({ kind: 'skins', value: 1 })).toBe('1 skin');
    expect(resultText({ kind: 'points', value: 12 })).toBe('12 pts');
    expect(resultText({ kind: 'points', value: 1 })).toBe('1 pt');
    expect(resultText({ kind: 'strokes', value: 1 })).toBe('1 stroke');
  });
});
