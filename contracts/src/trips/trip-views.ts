import { z } from 'zod/mini';
import { appHandicapFields } from '../auth/user-view.ts';
import { CommandPosition } from '../errors/error-body.ts';
import { HoleCount } from '../courses/course-view.ts';
import { GameStatus, GameTypeId } from '../games/game-fields.ts';
import { TripRole } from './trip-requests.ts';

/** A trip as its list and detail show it, with the caller's role in it. */
export const TripView = z.object({
  id: z.string().check(z.uuid()),
  name: z.string(),
  description: z.nullable(z.string()),
  location: z.nullable(z.string()),
  /** YYYY-MM-DD. */
  startDate: z.nullable(z.string()),
  endDate: z.nullable(z.string()),
  createdBy: z.string().check(z.uuid()),
  createdAt: z.string(),
  myRole: TripRole,
});
export type TripView = z.infer<typeof TripView>;

export const TripMemberView = z.object({
  id: z.string().check(z.uuid()),
  tripId: z.string().check(z.uuid()),
  userId: z.string().check(z.uuid()),
  role: TripRole,
  addedBy: z.nullable(z.string().check(z.uuid())),
  addedAt: z.string(),
  user: z.object({
    id: z.string().check(z.uuid()),
    firstName: z.nullable(z.string()),
    lastName: z.nullable(z.string()),
    email: z.string(),
    handicap: z.nullable(z.number()),
    ...appHandicapFields,
  }),
});
export type TripMemberView = z.infer<typeof TripMemberView>;

export const TripCourseView = z.object({
  id: z.string().check(z.uuid()),
  tripId: z.string().check(z.uuid()),
  courseId: z.string().check(z.uuid()),
  addedBy: z.nullable(z.string().check(z.uuid())),
  addedAt: z.string(),
  course: z.object({
    id: z.string().check(z.uuid()),
    name: z.string(),
    location: z.string(),
    holes: HoleCount,
    /** Its owner; null for a global course. */
    createdBy: z.nullable(z.string().check(z.uuid())),
    /** Course rating of the longest tee set (as course views give it); null without tee sets. */
    rating: z.nullable(z.number()),
  }),
});
export type TripCourseView = z.infer<typeof TripCourseView>;

export const TripGameView = z.object({
  id: z.string().check(z.uuid()),
  name: z.string(),
  gameType: GameTypeId,
  status: GameStatus,
  playerCount: z.number().check(z.int()),
  createdAt: z.string(),
});
export type TripGameView = z.infer<typeof TripGameView>;

export const TripListResponse = z.array(TripView);
export const TripCommandResponse = z.merge(z.object({ trip: TripView }), CommandPosition);
export const TripMembersResponse = z.array(TripMemberView);
export const TripMemberCommandResponse = z.merge(z.object({ member: TripMemberView }), CommandPosition);
export const TripCoursesResponse = z.array(TripCourseView);
export const TripCourseCommandResponse = z.merge(z.object({ tripCourse: TripCourseView }), CommandPosition);
export const TripGamesResponse = z.array(TripGameView);
export const TripRemovalResponse = CommandPosition;
