/** Course handicaps typed by hand: whole numbers 0 … 54 (spec section 9). */
export const MANUAL_HANDICAP_MAX = 54;

/** The course handicap editors accept digits only: anything else typed is dropped. */
export function manualHandicapText(typed: string): string {
  return typed.replace(/\D/g, '');
}

/**
 * The value to save, or an error. Empty is allowed while typing but not saved by the inline
 * editor; `emptyAsZero` (the manage-handicaps editor) reads empty or non-numeric as 0.
 */
export function parseManualHandicap(text: string, { emptyAsZero = false } = {}): { value: number } | { error: string } {
  const digits = manualHandicapText(text);
  if (digits === '') return emptyAsZero ? { value: 0 } : { error: 'Enter a course handicap from 0 to 54' };
  const value = Number(digits);
  if (value > MANUAL_HANDICAP_MAX) return { error: 'Course handicap must be between 0 and 54' };
  return { value };
}
