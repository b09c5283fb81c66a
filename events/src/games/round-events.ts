import { z } from 'zod';
import { defineEvent } from '../define-event.ts';

const HoleCountData = z.union([z.literal(9), z.literal(18)]);

/**
 * A course was chosen (or changed) for an existing round 1 … numberOfRounds. `courseHoles` is
 * the course's hole count at that moment: quotas and hole ranges depend on it.
 */
export const RoundCourseChosen = defineEvent(
  'RoundCourseChosen',
  1,
  z.object({ gameId: z.string().uuid(), roundNumber: z.number().int().min(1), courseId: z.string().uuid(), courseHoles: HoleCountData }),
);

/** A round was added after the last one, with its course; the game now has `roundNumber` rounds. */
export const RoundAdded = defineEvent(
  'RoundAdded',
  1,
  z.object({
    gameId: z.string().uuid(),
    roundNumber: z.number().int().min(2).max(20),
    courseId: z.string().uuid(),
    courseHoles: HoleCountData,
  }),
);

/**
 * A round was removed with its tees and handicaps; the rounds after it move up one number and
 * the game has one round fewer.
 */
export const RoundRemoved = defineEvent('RoundRemoved', 1, z.object({ gameId: z.string().uuid(), roundNumber: z.number().int().min(1) }));

/** A player will play the round from this tee set of the round's course. */
export const TeeChosen = defineEvent(
  'TeeChosen',
  1,
  z.object({ gameId: z.string().uuid(), roundNumber: z.number().int().min(1), playerId: z.string().uuid(), teeSetId: z.string().uuid() }),
);

/**
 * Course handicaps were worked out (docs/golf-rules.md section 1) for these players: the tee used, the
 * handicap index it was worked from, and the result (negative for a plus handicap). Replaces
 * any earlier value, manual ones included.
 */
export const CourseHandicapsCalculated = defineEvent(
  'CourseHandicapsCalculated',
  1,
  z.object({
    gameId: z.string().uuid(),
    roundNumber: z.number().int().min(1),
    useEightyPercent: z.boolean(),
    players: z.array(
      z.object({
        playerId: z.string().uuid(),
        teeSetId: z.string().uuid(),
        handicapIndex: z.number(),
        courseHandicap: z.number().int(),
      }),
    ),
  }),
);

/** The admin set a player's course handicap by hand (0 … 54): shown as 'Manually Adjusted'. */
export const CourseHandicapAdjusted = defineEvent(
  'CourseHandicapAdjusted',
  1,
  z.object({
    gameId: z.string().uuid(),
    roundNumber: z.number().int().min(1),
    playerId: z.string().uuid(),
    courseHandicap: z.number().int().min(0).max(54),
  }),
);

/** The admin checked the round's tees and handicaps ('Round Setup Confirmed!'). */
export const RoundConfirmed = defineEvent(
  'RoundConfirmed',
  1,
  z.object({ gameId: z.string().uuid(), roundNumber: z.number().int().min(1) }),
);

/** Play began on the round; round 1 starting also moves the game to in_progress (a GameStatusChanged). */
export const RoundStarted = defineEvent('RoundStarted', 1, z.object({ gameId: z.string().uuid(), roundNumber: z.number().int().min(1) }));
