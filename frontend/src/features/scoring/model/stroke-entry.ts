import { STROKES_MAX, STROKES_MIN } from '@golf/golf';

/** Strokes shown when the hole's par is unknown (spec 9: the default is par, or 4). */
export const UNKNOWN_PAR_STROKES = 4;

/** What a player's entry starts at: the hole's par, or 4 when it is unknown. */
export function defaultStrokes(par: number | null | undefined): number {
  return typeof par === 'number' && Number.isInteger(par) && par > 0 ? par : UNKNOWN_PAR_STROKES;
}

const DIGITS = /^\d+$/;

/**
 * The strokes after the player types `text` into the input (spec 5): digits only, 1 to 15.
 * Emptying the input resets it to par; anything else (letters, 0, 16) keeps the value it had.
 */
export function typedStrokes(text: string, current: number, par: number | null | undefined): number {
  const trimmed = text.trim();
  if (trimmed === '') return defaultStrokes(par);
  if (!DIGITS.test(trimmed)) return current;
  const value = Number(trimmed);
  return value >= STROKES_MIN && value <= STROKES_MAX ? value : current;
}

/** Minus and plus: one stroke less or more, never below 1 nor above 15. */
export function steppedStrokes(current: number, step: 1 | -1): number {
  return Math.min(STROKES_MAX, Math.max(STROKES_MIN, current + step));
}

/** True when a value cannot be saved: every player needs a whole number of strokes, 1 or higher. */
export function isInvalidStrokes(value: number): boolean {
  return !Number.isInteger(value) || value < STROKES_MIN || value > STROKES_MAX;
}
