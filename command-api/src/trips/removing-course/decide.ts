import { tripMessages } from '@golf/contracts';
import type { TripEvent } from '@golf/events';
import { NotFoundError } from '../../commands/domain-error.ts';
import { requireTripRole } from '../trip-access.ts';
import type { TripState } from '../trip.ts';

/** An organizer takes a course off the trip (games already played on it keep it). */
export interface RemoveTripCourse {
  actorId: string;
  courseId: string;
}

export function decideRemoveTripCourse(command: RemoveTripCourse, state: TripState): TripEvent[] {
  const trip = requireTripRole(state, command.actorId, 'manage');
  if (!trip.courses.some((c) => c.courseId === command.courseId)) throw new NotFoundError(tripMessages.courseNotOnTrip);
  return [{ type: 'TripCourseRemoved', data: { tripId: trip.id, courseId: command.courseId } }];
}
