import { describe, expect, it } from 'vitest';
import type { CourseState } from '@golf/events';
import { ConflictError, ForbiddenError, NotFoundError } from '../../commands/domain-error.ts';
import {
  givenTripEvents,
  memberId,
  organizerId,
  strangerId,
  tripId,
  tripWithMemberAndVenue,
  venueId,
} from '../testing/given-trip-events.ts';
import { decideAddTripCourse } from './decide.ts';

const trip = givenTripEvents(tripWithMemberAndVenue);
const courseOf = (id: string, createdBy: string | null): CourseState => ({
  status: 'active',
  id,
  name: 'Links',
  location: 'Fife',
  holes: 18,
  imageUrl: null,
  source: 'manual',
  sourceRef: null,
  isGlobal: createdBy === null,
  createdBy,
  createdAt: '2026-01-01T00:00:00.000Z',
  teeSets: [],
});
const newCourse = 'a1b2c3d4-0000-4000-8000-000000000009';
const add = (actorId: string, course: CourseState) => decideAddTripCourse({ actorId, tripCourseId: newCourse, course }, trip);

describe('add trip course', () => {
  it('given an organizer and a course of their library (their own or global), then it is a venue', () => {
    expect(add(organizerId, courseOf(newCourse, organizerId))).toEqual([
      { type: 'TripCourseAdded', data: { tripId, tripCourseId: newCourse, courseId: newCourse } },
    ]);
    expect(add(organizerId, courseOf(newCourse, null))).toHaveLength(1);
  });

  it('refuses someone else’s course and a missing one (404), a course on the trip (409), a member (403)', () => {
    expect(() => add(organizerId, courseOf(newCourse, strangerId))).toThrow(NotFoundError);
    expect(() => add(organizerId, { status: 'absent' })).toThrow(NotFoundError);
    expect(() => add(organizerId, courseOf(venueId, organizerId))).toThrow(ConflictError);
    expect(() => add(memberId, courseOf(newCourse, memberId))).toThrow(ForbiddenError);
  });
});
