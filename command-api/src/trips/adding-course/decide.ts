import { tripMessages } from '@golf/contracts';
import type { CourseState, TripEvent } from '@golf/events';
import { ConflictError } from '../../commands/domain-error.ts';
import { requireVisibleCourse } from '../../courses/course-access.ts';
import { requireTripRole } from '../trip-access.ts';
import type { TripState } from '../trip.ts';

/** An organizer makes a course of their library (their own, or a global one) a venue of the trip. */
export interface AddTripCourse {
  actorId: string;
  tripCourseId: string;
  /** The course's stream folded. */
  course: CourseState;
}

export function decideAddTripCourse(command: AddTripCourse, state: TripState): TripEvent[] {
  const trip = requireTripRole(state, command.actorId, 'manage');
  const course = requireVisibleCourse(command.course, { userId: command.actorId, isSuperAdmin: false });
  if (trip.courses.some((c) => c.courseId === course.id)) throw new ConflictError(tripMessages.courseAlreadyOnTrip);
  return [{ type: 'TripCourseAdded', data: { tripId: trip.id, tripCourseId: command.tripCourseId, courseId: course.id } }];
}
