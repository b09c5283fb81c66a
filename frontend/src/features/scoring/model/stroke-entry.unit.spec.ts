import { describe, expect, it } from 'vitest';
import { defaultStrokes, editedStrokes, isInvalidStrokes, steppedStrokes } from './stroke-entry.ts';

describe("a player's strokes entry", () => {
  it("starts at the hole's par, or 4 when the par is unknown", () => {
    expect(defaultStrokes(3)).toBe(3);
    expect(defaultStrokes(5)).toBe(5);
    expect(defaultStrokes(null)).toBe(4);
    expect(defaultStrokes(undefined)).toBe(4);
  });

  const typed = (text: string, current: number, par: number | null) =>
    editedStrokes(text, { text: String(current), strokes: current }, par).strokes;

  it('takes typed digits from 1 to 15', () => {
    expect(typed('7', 4, 4)).toBe(7);
    expect(typed('15', 4, 4)).toBe(15);
    expect(typed('1', 4, 4)).toBe(1);
  });

  it('keeps the value it had for anything else but 0', () => {
    expect(typed('16', 6, 4)).toBe(6);
    expect(typed('4a', 6, 4)).toBe(6);
    expect(typed('-3', 6, 4)).toBe(6);
    expect(typed('4.5', 6, 4)).toBe(6);
  });

  it('holds par when emptied (4 without a par)', () => {
    expect(typed('', 9, 3)).toBe(3);
    expect(typed('  ', 9, null)).toBe(4);
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

  it('given a box showing par, when the player empties it, then it shows nothing while it holds par, and 6 typed next is 6', () => {
    const cleared = editedStrokes('', { text: '4', strokes: 4 }, 4);
    expect(cleared).toEqual({ text: '', strokes: 4 });
    expect(editedStrokes('6', cleared, 4)).toEqual({ text: '6', strokes: 6 });
  });

  it('given an emptied box, when 1 then 5 are typed, then it holds 15; a sixteenth stroke is refused and the text stays', () => {
    const one = editedStrokes('1', { text: '', strokes: 4 }, 4);
    expect(one).toEqual({ text: '1', strokes: 1 });
    expect(editedStrokes('15', one, 4)).toEqual({ text: '15', strokes: 15 });
    expect(editedStrokes('16', one, 4)).toEqual(one);
    expect(editedStrokes('x', { text: '7', strokes: 7 }, 4)).toEqual({ text: '7', strokes: 7 });
  });

  it('given a 0 typed (over par, or in an emptied box), then the box shows 0 and holds 0, a score that cannot be saved, never par', () => {
    expect(editedStrokes('0', { text: '4', strokes: 4 }, 4)).toEqual({ text: '0', strokes: 0 });
    expect(editedStrokes('0', { text: '', strokes: 4 }, 4)).toEqual({ text: '0', strokes: 0 });
    expect(isInvalidStrokes(editedStrokes('0', { text: '', strokes: 4 }, 4).strokes)).toBe(true);
    expect(editedStrokes('05', { text: '0', strokes: 0 }, 4)).toEqual({ text: '05', strokes: 5 });
  });
});
