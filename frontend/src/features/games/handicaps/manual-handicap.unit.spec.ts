import { describe, expect, it } from 'vitest';
import { manualHandicapText, parseManualHandicap } from './manual-handicap.ts';

describe('course handicaps typed by hand', () => {
  it('keep digits only', () => {
    expect(manualHandicapText('1a8.')).toBe('18');
    expect(manualHandicapText('-3')).toBe('3');
  });

  it('accept 0 … 54 and refuse more', () => {
    expect(parseManualHandicap('0')).toEqual({ value: 0 });
    expect(parseManualHandicap('54')).toEqual({ value: 54 });
    expect(parseManualHandicap('55')).toEqual({ error: 'Course handicap must be between 0 and 54' });
  });

  it('refuse empty in the inline editor; read empty or non-numeric as 0 in manage handicaps', () => {
    expect(parseManualHandicap('')).toHaveProperty('error');
    expect(parseManualHandicap('', { emptyAsZero: true })).toEqual({ value: 0 });
    expect(parseManualHandicap('abc', { emptyAsZero: true })).toEqual({ value: 0 });
  });
});
