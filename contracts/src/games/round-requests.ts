import { z } from 'zod/mini';
import { typeError } from '../errors/zod-messages.ts';
import { ManualCourseHandicap, RoundNumber, isBlank } from './game-fields.ts';
import { gameMessages } from './game-messages.ts';

const courseId = z
  .string({ error: typeError({ required: 'Please select a course.', invalid: 'Please select a course.' }) })
  .check(z.uuid('Please select a course.'));

/**
 * POST /api/games/{gameId}/rounds: choose the course of round `roundNumber` (1 … numberOfRounds),
 * or add a round after the last (roundNumber = numberOfRounds + 1, at most 20).
 */
export const AddRoundBody = z.pipe(
  z.object({ roundNumber: RoundNumber, courseId: z.optional(z.unknown()) }),
  z.transform((body, context) => {
    const parsed = courseId.safeParse(body.courseId);
    if (!parsed.success) {
      // zod/mini's transform context has no addIssue: the issue goes in as classic zod's addIssue would put it.
      context.issues.push({ code: 'custom', path: ['courseId'], message: gameMessages.courseRequired(body.roundNumber), input: body });
      return z.NEVER;
    }
    return { roundNumber: body.roundNumber, courseId: parsed.data };
  }),
);
export type AddRoundBody = z.infer<typeof AddRoundBody>;

/** PATCH /api/games/{gameId}/rounds/{roundNumber}: change the round's course. */
export const UpdateRoundBody = z.object({ courseId });
export type UpdateRoundBody = z.infer<typeof UpdateRoundBody>;

const ignored = z.optional(
  z.nullable(z.number({ error: typeError({ invalid: 'Round totals and quotas are numbers (and are ignored: they are derived)' }) })),
);

/**
 * POST /api/games/{id}/player-rounds: a player's tee for a round. The course handicap is worked
 * out from the tee (docs/golf-rules.md section 1); a `courseHandicap` that differs from it is recorded
 * as a manual adjustment (0 … 54). Round points, strokes and quotas are derived, so ignored.
 */
export const PlayerRoundBody = z.object({
  playerId: z.string({ error: typeError({ required: 'playerId is required' }) }).check(z.uuid('playerId must be a player id')),
  roundNumber: RoundNumber,
  teeSetId: z
    .string({ error: typeError({ required: gameMessages.teeRequired, invalid: gameMessages.teeRequired }) })
    .check(z.uuid(gameMessages.teeRequired)),
  courseHandicap: z.optional(
    z.pipe(
      z.transform((value) => (isBlank(value) ? null : value)),
      z.nullable(ManualCourseHandicap),
    ),
  ),
  roundPoints: ignored,
  roundStrokes: ignored,
  initialQuota: ignored,
  currentQuota: ignored,
  quotaDelta: ignored,
});
export type PlayerRoundBody = z.infer<typeof PlayerRoundBody>;

/** POST /api/games/{id}/calculate-course-handicaps: one tee for everyone, or 'all' = each player's chosen tee. */
export const CalculateCourseHandicapsBody = z.object({
  roundNumber: RoundNumber,
  teeSetId: z
    .string({ error: typeError({ required: "teeSetId must be a tee set id or 'all'", invalid: "teeSetId must be a tee set id or 'all'" }) })
    .check(
      z.refine((value) => value === 'all' || z.string().check(z.uuid()).safeParse(value).success, "teeSetId must be a tee set id or 'all'"),
    ),
});
export type CalculateCourseHandicapsBody = z.infer<typeof CalculateCourseHandicapsBody>;

/** PATCH /api/games/{gameId}/update-course-handicaps: course handicaps typed by hand, 0 … 54. */
export const UpdateCourseHandicapsBody = z.object({
  roundNumber: RoundNumber,
  handicapUpdates: z
    .array(z.object({ playerId: z.string().check(z.uuid('playerId must be a player id')), courseHandicap: ManualCourseHandicap }))
    .check(z.minLength(1, 'Send at least one handicap'), z.maxLength(20, 'At most 20 handicaps at once')),
});
export type UpdateCourseHandicapsBody = z.infer<typeof UpdateCourseHandicapsBody>;
