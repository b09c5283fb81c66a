import { describe, expect, it } from 'vitest';
import { changePosition, isNewer } from './live-change.ts';

describe('a changed event', () => {
  it('names the position of the change', () => {
    expect(changePosition('{"position":"42"}')).toBe('42');
    expect(changePosition('{"position":"18446744073709551615"}')).toBe('18446744073709551615');
  });

  it('is ignored when its data is not a position', () => {
    expect(['', 'not json', '{"position":42}', '{"position":"-1"}', '{}', 'null'].map(changePosition)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(changePosition(undefined)).toBeNull();
  });

  it('is news only past what the page last refreshed for, compared as numbers', () => {
    expect(isNewer('5', null)).toBe(true);
    expect(isNewer('10', '9')).toBe(true);
    expect(isNewer('9', '10')).toBe(false);
    expect(isNewer('10', '10')).toBe(false);
    expect(isNewer('9007199254740993', '9007199254740992')).toBe(true);
  });
});
