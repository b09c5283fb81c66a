import { z } from 'zod';
import { CommandPosition } from '../errors/error-body.ts';
import { HoleCount } from '../courses/course-view.ts';
import { GameStatus, GameTypeId } from '../games/game-fields.ts';
import { TripRole } from './trip-requests.ts';

/** A trip as its list and detail show it, with the caller's role in it. */
export const TripView = z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  /** YYYY-MM-DD. */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  createdBy: z.string().uuid(),
  createdAt: z.string(),
  myRole: TripRole,
});
export type TripView = z.infer<typeof TripView>;

export const TripMemberView = z.object({
  id: z.string().uuid(),
  tripId: z.string().uuid(),
  userId: z.string().uuid(),
  role: TripRole,
  addedBy: z.string().uuid().nullable(),
  addedAt: z.string(),
  user: z.object({
    id: z.string().uuid(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
    handicap: z.number().nullable(),
  }),
});
export type TripMemberView = z.infer<typeof TripMemberView>;

export const TripCourseView = z.object({
  id: z.string().uuid(),
  tripId: z.string().uuid(),
  courseId: z.string().uuid(),
  addedBy: z.string().uuid().nullable(),
  addedAt: z.string(),
  course: z.object({
    id: z.string().uuid(),
    name: z.string(),
    location: z.string(),
    holes: HoleCount,
    /** Its owner; null for a global course. */
    createdBy: z.string().uuid().nullable(),
    /** Course rating of the longest tee set (as course views give it); null without tee sets. */
    rating: z.number().nullable(),
  }),
});
export type TripCourseView = z.infer<typeof TripCourseView>;

export const TripGameView = z.object({
  id: z.string().uuid(),
  name: z.string(),
  gameType: GameTypeId,
  status: GameStatus,
  playerCount: z.number().int(),
  createdAt: z.string(),
});
export type TripGameView = z.infer<typeof TripGameView>;

export const TripListResponse = z.array(TripView);
export const TripCommandResponse = z.object({ trip: TripView }).merge(CommandPosition);
export const TripMembersResponse = z.array(TripMemberView);
export const TripMemberCommandResponse = z.object({ member: TripMemberView }).merge(CommandPosition);
export const TripCoursesResponse = z.array(TripCourseView);
export const TripCourseCommandResponse = z.object({ tripCourse: TripCourseView }).merge(CommandPosition);
export const TripGamesResponse = z.array(TripGameView);
export const TripRemovalResponse = CommandPosition;
