import { describe, expect, it } from 'vitest';
import { ForbiddenError, NotFoundError } from '../../commands/domain-error.ts';
import { givenTripEvents, memberId, organizerId, tripId, tripWithMemberAndVenue, venueId } from '../testing/given-trip-events.ts';
import { decideRemoveTripCourse } from './decide.ts';

const trip = givenTripEvents(tripWithMemberAndVenue);

describe('remove trip course', () => {
  it('given an organizer, then the venue goes; a course not on the trip is 404; a member is refused', () => {
    expect(decideRemoveTripCourse({ actorId: organizerId, courseId: venueId }, trip)).toEqual([
      { type: 'TripCourseRemoved', data: { tripId, courseId: venueId } },
    ]);
    expect(() => decideRemoveTripCourse({ actorId: organizerId, courseId: tripId }, trip)).toThrow(NotFoundError);
    expect(() => decideRemoveTripCourse({ actorId: memberId, courseId: venueId }, trip)).toThrow(ForbiddenError);
  });
});
