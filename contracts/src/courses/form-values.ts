import { z } from 'zod/mini';
import { typeError } from '../errors/zod-messages.ts';

/** A required text field, trimmed, whose missing, non-string or empty value gets `message`. */
export const requiredText = (message: string, max: number) =>
  z
    .string({ error: typeError({ required: message, invalid: message }) })
    .check(z.trim(), z.minLength(1, message), z.maxLength(max, `Must be at most ${max} characters`));

/** '', null and whitespace-only strings: what a form sends for a field left empty. */
export const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** A number typed into a form (number or numeric string); anything else becomes NaN. */
export function numberOf(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value.trim());
  return Number.NaN;
}

/**
 * A number field that falls back to `fallback` when blank or when its text is not a number (spec:
 * rating 72, slope 113 "when blank or invalid", what a form can send). A JSON number goes to
 * `schema` as it is (1e999 is Infinity: out of range), and so do objects, arrays and booleans,
 * which no form sends: they are refused, not replaced.
 */
export const numberOrDefault = <T extends z.ZodMiniType>(fallback: number, schema: T) =>
  z.pipe(
    z.transform((value) => {
      // NaN is what a form's number input holds when left empty (and JSON writes it as null).
      if (isBlank(value) || Number.isNaN(value)) return fallback;
      if (typeof value !== 'string') return value;
      const number = numberOf(value);
      return Number.isFinite(number) ? number : fallback;
    }),
    schema,
  );

/** An optional whole number (yards): blank → null; anything else must be a whole number in min..max. */
export const optionalWholeNumber = (message: string, min: number, max: number) =>
  z.pipe(
    z.transform((value) => (isBlank(value) ? null : numberOf(value))),
    z.nullable(z.number({ error: typeError({ invalid: message }) }).check(z.int(message), z.gte(min, message), z.lte(max, message))),
  );

/** A whole number that a form may send as a string. */
export const wholeNumber = (message: string, min: number, max: number) =>
  z.pipe(
    z.transform((value) => (isBlank(value) ? undefined : numberOf(value))),
    z.number({ error: typeError({ required: message, invalid: message }) }).check(z.int(message), z.gte(min, message), z.lte(max, message)),
  );
