import { z } from 'zod';
import { CUP_FORMATS } from '@golf/golf';
import { defineEvent, type EventOf } from '../define-event.ts';

/** One of the cup's two teams: its name, colour (`#rrggbb`), captain and players (trip members). */
export const CupTeamData = z.object({
  name: z.string(),
  color: z.string(),
  captainId: z.string().uuid(),
  userIds: z.array(z.string().uuid()),
});

/**
 * The trip's cup was set (or set again): its name, the two teams (team 0 first), the holder who
 * retains it on a tie (null: none), and the points it will have in all once every session is
 * made (null: the points of the matches made). Each CupSet holds the whole cup.
 */
export const CupSet = defineEvent(
  'CupSet',
  1,
  z.object({
    tripId: z.string().uuid(),
    name: z.string(),
    teams: z.tuple([CupTeamData, CupTeamData]),
    holder: z.union([z.literal(0), z.literal(1)]).nullable(),
    plannedPoints: z.number().positive().nullable(),
  }),
);

/**
 * A match of the cup was made: the game of the trip it is played as (`gameId`, created with it),
 * its session and format, each side's players (team 0's first), the course and tee, the tee time
 * on the course's clock (`2026-06-12T08:00`, null: none given) and what it is worth.
 */
export const CupMatchMade = defineEvent(
  'CupMatchMade',
  1,
  z.object({
    tripId: z.string().uuid(),
    matchId: z.string().uuid(),
    gameId: z.string().uuid(),
    session: z.number().int().min(1),
    format: z.enum(CUP_FORMATS),
    teams: z.tuple([z.array(z.string().uuid()), z.array(z.string().uuid())]),
    courseId: z.string().uuid(),
    teeSetId: z.string().uuid(),
    teeTime: z.string().nullable(),
    points: z.number().positive(),
  }),
);

export const cupEvents = [CupSet, CupMatchMade] as const;
export type CupEvent = EventOf<(typeof cupEvents)[number]>;
