import { describe, expect, it } from 'vitest';
import { defaultStrokes, isInvalidStrokes, steppedStrokes, typedStrokes } from './stroke-entry.ts';

describe("a player's strokes entry", () => {
  it("starts at the hole's par, or 4 when the par is unknown", () => {
    expect(defaultStrokes(3)).toBe(3);
    expect(defaultStrokes(5)).toBe(5);
    expect(defaultStrokes(null)).toBe(4);
    expect(defaultStrokes(undefined)).toBe(4);
  });

  it('takes typed digits from 1 to 15', () => {
    expect(typedStrokes('7', 4, 4)).toBe(7);
    expect(typedStrokes('15', 4, 4)).toBe(15);
    expect(typedStrokes('1', 4, 4)).toBe(1);
  });

  it('keeps the value it had for anything else', () => {
    expect(typedStrokes('0', 6, 4)).toBe(6);
    expect(typedStrokes('16', 6, 4)).toBe(6);
    expect(typedStrokes('4a', 6, 4)).toBe(6);
    expect(typedStrokes('-3', 6, 4)).toBe(6);
    expect(typedStrokes('4.5', 6, 4)).toBe(6);
  });

  it('resets to par when emptied (4 without a par)', () => {
    expect(typedStrokes('', 9, 3)).toBe(3);
    expect(typedStrokes('  ', 9, null)).toBe(4);
  });

  it('steps by one with minus and plus, staying within 1 to 15', () => {
    expect(steppedStrokes(4, 1)).toBe(5);
    expect(steppedStrokes(4, -1)).toBe(3);
    expect(steppedStrokes(1, -1)).toBe(1);
    expect(steppedStrokes(15, 1)).toBe(15);
  });

  it('finds values that cannot be saved', () => {
    expect([1, 4, 15].map(isInvalidStrokes)).toEqual([false, false, false]);
    expect([0, -1, 16, 2.5, Number.NaN].map(isInvalidStrokes)).toEqual([true, true, true, true, true]);
  });
});
