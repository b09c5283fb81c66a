import { z } from 'zod';
import { defineEvent, type EventOf } from '../define-event.ts';
import { CupMatchMade, CupSet } from './cup-events.ts';

/**
 * A trip member's role. An organizer manages the trip (its details, members and courses); a
 * member sees the trip, its games and standings, and may create games in it (docs/access.md).
 */
export const TripRoleData = z.enum(['member', 'organizer']);
export type TripRole = z.infer<typeof TripRoleData>;

/** A calendar date, YYYY-MM-DD: a trip's days are the same wherever its members live. */
const TripDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .nullable();

/** A trip was set up; its creator (`createdBy`) is its first organizer. */
export const TripCreated = defineEvent(
  'TripCreated',
  1,
  z.object({
    tripId: z.string().uuid(),
    name: z.string(),
    description: z.string().nullable(),
    location: z.string().nullable(),
    startDate: TripDate,
    endDate: TripDate,
    createdBy: z.string().uuid(),
  }),
);

/** A registered user joined the trip with a role; `memberId` is the trip_members row's id. */
export const TripMemberAdded = defineEvent(
  'TripMemberAdded',
  1,
  z.object({ tripId: z.string().uuid(), memberId: z.string().uuid(), userId: z.string().uuid(), role: TripRoleData }),
);

export const TripMemberRemoved = defineEvent('TripMemberRemoved', 1, z.object({ tripId: z.string().uuid(), userId: z.string().uuid() }));

/** A course became one of the trip's venues; `tripCourseId` is the trip_courses row's id. */
export const TripCourseAdded = defineEvent(
  'TripCourseAdded',
  1,
  z.object({ tripId: z.string().uuid(), tripCourseId: z.string().uuid(), courseId: z.string().uuid() }),
);

export const TripCourseRemoved = defineEvent('TripCourseRemoved', 1, z.object({ tripId: z.string().uuid(), courseId: z.string().uuid() }));

export const tripEvents = [
  TripCreated,
  TripMemberAdded,
  TripMemberRemoved,
  TripCourseAdded,
  TripCourseRemoved,
  CupSet,
  CupMatchMade,
] as const;
export type TripEvent = EventOf<(typeof tripEvents)[number]>;
