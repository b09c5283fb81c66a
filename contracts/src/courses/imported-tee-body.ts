import { z } from 'zod/mini';
import { typeError } from '../errors/zod-messages.ts';
import { courseMessages } from './course-messages.ts';
import { isBlank, numberOrDefault, optionalWholeNumber, requiredText, wholeNumber } from './form-values.ts';
import { TeeColor } from './tee-color.ts';

/** Default course rating and slope rating (spec section 9), used when blank or not a number. */
export const DEFAULT_TEE_RATING = 72;
export const DEFAULT_TEE_SLOPE = 113;

const ratingMessage = 'Course rating must be between 30 and 85';
const slopeMessage = 'Slope must be a whole number from 55 to 155';

export const ratingField = () =>
  numberOrDefault(
    DEFAULT_TEE_RATING,
    z.number({ error: typeError({ invalid: ratingMessage }) }).check(z.gte(30, ratingMessage), z.lte(85, ratingMessage)),
  );

export const slopeField = () =>
  numberOrDefault(
    DEFAULT_TEE_SLOPE,
    z.number({ error: typeError({ invalid: slopeMessage }) }).check(z.int(slopeMessage), z.gte(55, slopeMessage), z.lte(155, slopeMessage)),
  );

export const totalYardageField = () => optionalWholeNumber('Total yardage must be a whole number of yards (0 to 20000)', 0, 20_000);
export const holeYardageField = () => optionalWholeNumber('Yardage must be a whole number of yards (0 to 1000)', 0, 1000);

/** A tee colour; blank means white (the new-tee default). */
export const teeColorField = () =>
  z.pipe(
    z.transform((value) => (isBlank(value) ? 'white' : value)),
    TeeColor,
  );

/** One hole from the import path, in hole order: par 3-6 there (the editor allows 3/4/5). */
export const ImportedHoleBody = z.object({
  par: wholeNumber('Par must be a whole number from 3 to 6', 3, 6),
  strokeIndex: wholeNumber('Stroke index must be a whole number from 1 to 18', 1, 18),
  yardage: z.pipe(
    z.optional(holeYardageField()),
    z.transform((value) => value ?? null),
  ),
});
export type ImportedHoleBody = z.infer<typeof ImportedHoleBody>;

/** A tee brought along by POST /api/courses from the import path; its holes are its own or the course's holesData. */
export const ImportedTeeBody = z.object({
  name: requiredText(courseMessages.teeSetNameRequired, 100),
  color: teeColorField(),
  rating: ratingField(),
  slope: slopeField(),
  totalYardage: z.pipe(
    z.optional(totalYardageField()),
    z.transform((value) => value ?? null),
  ),
  holesData: z.optional(z.array(ImportedHoleBody).check(z.maxLength(18, 'A course has at most 18 holes'))),
});
export type ImportedTeeBody = z.infer<typeof ImportedTeeBody>;
