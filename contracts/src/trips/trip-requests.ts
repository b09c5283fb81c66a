import { z } from 'zod/mini';
import { typeError } from '../errors/zod-messages.ts';
import { isBlank, optionalText } from '../games/game-fields.ts';
import { tripMessages } from './trip-messages.ts';

export const TripRole = z.enum(['member', 'organizer'], { error: tripMessages.role });
export type TripRole = z.infer<typeof TripRole>;

/** A real calendar day written YYYY-MM-DD; blank → null. */
const optionalDate = z.pipe(
  z.transform((value) => (isBlank(value) ? null : typeof value === 'string' ? value.trim() : value)),
  z.nullable(
    z.string({ error: typeError({ invalid: tripMessages.date }) }).check(
      // abort: the calendar check below must never see text that is not YYYY-MM-DD (an invalid Date throws).
      z.regex(/^\d{4}-\d{2}-\d{2}$/, { message: tripMessages.date, abort: true }),
      z.refine((day) => new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day, tripMessages.date),
    ),
  ),
);

/** POST /api/trips: the New Trip dialog. Only the name is required (at most 100 characters). */
export const CreateTripBody = z
  .object({
    name: z.pipe(
      z.transform((value) => (typeof value === 'string' ? value.trim() : value)),
      z
        .string({ error: typeError({ required: tripMessages.nameRequired, invalid: tripMessages.nameRequired }) })
        .check(z.minLength(1, tripMessages.nameRequired), z.maxLength(100, tripMessages.nameTooLong)),
    ),
    description: z.pipe(
      z.optional(optionalText(1000, tripMessages.descriptionTooLong)),
      z.transform((value) => value ?? null),
    ),
    location: z.pipe(
      z.optional(optionalText(100, tripMessages.locationTooLong)),
      z.transform((value) => value ?? null),
    ),
    startDate: z.pipe(
      z.optional(optionalDate),
      z.transform((value) => value ?? null),
    ),
    endDate: z.pipe(
      z.optional(optionalDate),
      z.transform((value) => value ?? null),
    ),
  })
  .check(
    z.superRefine((trip, context) => {
      if (trip.startDate && trip.endDate && trip.endDate < trip.startDate)
        context.addIssue({ code: 'custom', path: ['endDate'], message: tripMessages.endBeforeStart });
    }),
  );
export type CreateTripBody = z.infer<typeof CreateTripBody>;

/** A user id, or the add dialogs' message when none was chosen. */
const chosenId = (message: string) =>
  z.pipe(
    z.transform((value) => (isBlank(value) ? '' : value)),
    z.string({ error: typeError({ required: message, invalid: message }) }).check(z.uuid(message)),
  );

/** POST /api/trips/{id}/members: a registered user and their role (default member). */
export const AddTripMemberBody = z.object({
  userId: chosenId(tripMessages.selectUser),
  role: z.pipe(
    z.transform((value) => (isBlank(value) ? 'member' : value)),
    TripRole,
  ),
});
export type AddTripMemberBody = z.infer<typeof AddTripMemberBody>;

/** POST /api/trips/{id}/courses: a course the caller may use. */
export const AddTripCourseBody = z.object({ courseId: chosenId(tripMessages.selectCourse) });
export type AddTripCourseBody = z.infer<typeof AddTripCourseBody>;

export const TripParams = z.object({ id: z.string() });
export const TripMemberParams = z.object({ id: z.string(), userId: z.string() });
export const TripCourseParams = z.object({ id: z.string(), courseId: z.string() });
