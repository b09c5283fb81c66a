import type { EventMetadata, TripEvent } from '@golf/events';
import { evolveTrip, type TripState } from '../trip.ts';

/** For decider tests: the state a trip stream holding `events` folds to (each by `organizerId`, at `occurredAt`). */
export function givenTripEvents(events: readonly TripEvent[], occurredAt = '2026-01-01T10:00:00.000Z'): TripState {
  const metadata: EventMetadata = {
    userId: organizerId,
    commandId: 'test-command',
    correlationId: 'test',
    causationId: null,
    occurredAt,
    client: 'test',
    schemaVersion: 1,
  };
  return events.reduce<TripState>((state, event) => evolveTrip(state, { ...event, metadata }), { status: 'absent' });
}

export const tripId = '4a7e2c10-5b3d-4f6e-8a9b-0c1d2e3f4a5b';
export const organizerId = '0f8fad5b-d9cb-469f-a165-70867728950e';
export const memberId = '16fd2706-8baf-433b-82eb-8c7fada847da';
export const strangerId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
export const venueId = 'a1b2c3d4-0000-4000-8000-000000000001';

/** A trip of the organizer's, with a member and a venue. */
export const tripWithMemberAndVenue: TripEvent[] = [
  {
    type: 'TripCreated',
    data: { tripId, name: 'Fife', description: null, location: null, startDate: null, endDate: null, createdBy: organizerId },
  },
  { type: 'TripMemberAdded', data: { tripId, memberId: organizerId, userId: organizerId, role: 'organizer' } },
  { type: 'TripMemberAdded', data: { tripId, memberId, userId: memberId, role: 'member' } },
  { type: 'TripCourseAdded', data: { tripId, tripCourseId: venueId, courseId: venueId } },
];
