import { z } from 'zod/mini';
import { CommandPosition } from '../errors/error-body.ts';
import { typeError } from '../errors/zod-messages.ts';

/**
 * One round of a golfer's handicap record (World Handicap System), newest first: a round of a
 * game they played with their account. `counted` false with `reason` when it does not count;
 * then only what the game and course say of it is filled in. `used`: one of the differentials
 * the current index averages. `exceptionalReduction`: what exceptional scores took off this
 * differential in all (Rule 5.9).
 */
export const HandicapRoundView = z.object({
  gameId: z.string().check(z.uuid()),
  gameName: z.string(),
  roundNumber: z.number().check(z.int()),
  /** When the player's first score of the round was entered (ISO-8601). */
  playedAt: z.string(),
  courseName: z.nullable(z.string()),
  teeName: z.nullable(z.string()),
  courseRating: z.nullable(z.number()),
  slopeRating: z.nullable(z.number()),
  par: z.nullable(z.number()),
  courseHandicap: z.nullable(z.number()),
  grossScore: z.nullable(z.number()),
  adjustedGrossScore: z.nullable(z.number()),
  scoreDifferential: z.nullable(z.number()),
  exceptionalReduction: z.nullable(z.number()),
  used: z.boolean(),
  counted: z.boolean(),
  reason: z.nullable(z.string()),
  indexAfter: z.nullable(z.number()),
});
export type HandicapRoundView = z.infer<typeof HandicapRoundView>;

/**
 * GET /api/users/me/handicap and /api/users/{id}/handicap: the Handicap Index the app keeps
 * from the rounds played here (null below 3 counted rounds), the low index of Rule 5.8 (once 20
 * rounds count), the rounds, and whether the user fills in this index rather than their typed one.
 */
export const HandicapRecordView = z.object({
  handicapIndex: z.nullable(z.number()),
  lowHandicapIndex: z.nullable(z.number()),
  roundsCounted: z.number().check(z.int()),
  useAppIndex: z.boolean(),
  rounds: z.array(HandicapRoundView),
});
export type HandicapRecordView = z.infer<typeof HandicapRecordView>;

/** PATCH /api/users/me/handicap: fill in the app's index (true) or the typed one (false) when joining a game. */
export const ChooseHandicapSourceBody = z.object({
  useAppIndex: z.boolean({ error: typeError({ required: 'useAppIndex is required', invalid: 'useAppIndex must be true or false' }) }),
});
export type ChooseHandicapSourceBody = z.infer<typeof ChooseHandicapSourceBody>;

export const ChooseHandicapSourceResponse = z.merge(z.object({ useAppIndex: z.boolean() }), CommandPosition);
export type ChooseHandicapSourceResponse = z.infer<typeof ChooseHandicapSourceResponse>;

/** GET /api/users/{id}/handicap: `me` or a user's id. */
export const HandicapUserParams = z.object({ id: z.string() });
