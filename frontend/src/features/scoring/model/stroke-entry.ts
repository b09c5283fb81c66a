import { STROKES_MAX, STROKES_MIN } from '@golf/golf';

/** Strokes shown when the hole's par is unknown (spec 9: the default is par, or 4). */
export const UNKNOWN_PAR_STROKES = 4;

/** What a player's entry starts at: the hole's par, or 4 when it is unknown. */
export function defaultStrokes(par: number | null | undefined): number {
  return typeof par === 'number' && Number.isInteger(par) && par > 0 ? par : UNKNOWN_PAR_STROKES;
}

const DIGITS = /^\d+$/;

/**
 * What a strokes box shows (`text`) and holds (`strokes`) while the player types in it.
 */
export type StrokesDraft = { text: string; strokes: number };

/**
 * The box after the player edits its text to `text` (spec 5): digits only, 1 to 15. An emptied
 * box shows nothing, so the next digit typed is the score, while it holds par (the spec's
 * "empty input resets to par", shown once the player leaves the box). A 0 stays in the box and
 * is held as 0, a score that cannot be saved (`isInvalidStrokes`): the player is told and fixes
 * it, rather than par being saved in its place. Anything else (letters, 16) is refused: the box
 * keeps what it showed and held.
 */
export function editedStrokes(text: string, shown: StrokesDraft, par: number | null | undefined): StrokesDraft {
  const trimmed = text.trim();
  if (trimmed === '') return { text: '', strokes: defaultStrokes(par) };
  if (!DIGITS.test(trimmed)) return shown;
  const value = Number(trimmed);
  if (value === 0) return { text: trimmed, strokes: 0 };
  return value >= STROKES_MIN && value <= STROKES_MAX ? { text: trimmed, strokes: value } : shown;
}

/** Minus and plus: one stroke less or more, never below 1 nor above 15. */
export function steppedStrokes(current: number, step: 1 | -1): number {
  return Math.min(STROKES_MAX, Math.max(STROKES_MIN, current + step));
}

/** The spec's words when a hole holds a score that cannot be saved (a 0). */
export const INVALID_SCORES = { title: 'Invalid Scores', description: 'All players must have valid scores (1 or higher)' } as const;

/** True when a value cannot be saved: every player needs a whole number of strokes, 1 or higher. */
export function isInvalidStrokes(value: number): boolean {
  return !Number.isInteger(value) || value < STROKES_MIN || value > STROKES_MAX;
}
