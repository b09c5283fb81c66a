import { z } from 'zod/mini';
import { typeError } from '../errors/zod-messages.ts';
import { CommandPosition } from '../errors/error-body.ts';
import { courseMessages } from './course-messages.ts';
import { TeeSetView } from './course-view.ts';
import { requiredText, wholeNumber } from './form-values.ts';
import { holeYardageField, ratingField, slopeField, teeColorField, totalYardageField } from './imported-tee-body.ts';

/** Par choices in the tee editor (the import path also allows 6). */
export const EDITOR_PARS = [3, 4, 5] as const;

/** One hole in the tee editor. `handicap` is its stroke index: 1..holes, each used once per tee set. */
export const TeeHoleBody = z.object({
  holeNumber: wholeNumber('Hole number must be a whole number from 1 to 18', 1, 18),
  par: wholeNumber('Par must be 3, 4 or 5', 3, 5),
  handicap: wholeNumber('Stroke index must be a whole number from 1 to the number of holes', 1, 18),
  yardage: z.pipe(
    z.optional(holeYardageField()),
    z.transform((value) => value ?? null),
  ),
});
export type TeeHoleBody = z.infer<typeof TeeHoleBody>;

const teeSetFields = {
  name: requiredText(courseMessages.teeSetNameRequired, 100),
  /** Blank → white. */
  color: teeColorField(),
  /** Blank or not a number → 72. */
  rating: ratingField(),
  /** Blank or not a number → 113; else a whole number 55..155. */
  slope: slopeField(),
  totalYardage: totalYardageField(),
  holes: z
    .array(TeeHoleBody, {
      error: typeError({
        required: 'Please enter the par and stroke index of each hole.',
        invalid: 'Please enter the par and stroke index of each hole.',
      }),
    })
    .check(z.maxLength(18, 'A course has at most 18 holes')),
};

/** POST /api/courses/{id}/tees: a whole tee set with one entry per hole of the course. */
export const TeeSetBody = z.object({
  ...teeSetFields,
  totalYardage: z.pipe(
    z.optional(teeSetFields.totalYardage),
    z.transform((value) => value ?? null),
  ),
});
export type TeeSetBody = z.infer<typeof TeeSetBody>;

/** PATCH /api/tees/{id}: only the fields present change; `holes`, when present, is the whole new set. */
export const UpdateTeeSetBody = z.partial(z.object(teeSetFields));
export type UpdateTeeSetBody = z.infer<typeof UpdateTeeSetBody>;

/** The tee set after a command, and the position of its event. */
export const TeeSetCommandResponse = z.merge(z.object({ teeSet: TeeSetView }), CommandPosition);
export type TeeSetCommandResponse = z.infer<typeof TeeSetCommandResponse>;
