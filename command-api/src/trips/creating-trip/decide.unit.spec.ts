import { describe, expect, it } from 'vitest';
import { CreateTripBody } from '@golf/contracts';
import { ConflictError } from '../../commands/domain-error.ts';
import { givenTripEvents, organizerId, tripId, tripWithMemberAndVenue } from '../testing/given-trip-events.ts';
import { decideCreateTrip } from './decide.ts';

const form = CreateTripBody.parse({ name: ' Fife ', location: 'St Andrews', startDate: '2026-05-01' });

describe('create trip', () => {
  it('given no trip, then the trip is created and its creator is its organizer', () => {
    expect(decideCreateTrip({ tripId, memberId: organizerId, actorId: organizerId, form }, givenTripEvents([]))).toEqual([
      {
        type: 'TripCreated',
        data: {
          tripId,
          name: 'Fife',
          description: null,
          location: 'St Andrews',
          startDate: '2026-05-01',
          endDate: null,
          createdBy: organizerId,
        },
      },
      { type: 'TripMemberAdded', data: { tripId, memberId: organizerId, userId: organizerId, role: 'organizer' } },
    ]);
  });

  it('given the trip exists, then 409', () => {
    const state = givenTripEvents(tripWithMemberAndVenue);
    expect(() => decideCreateTrip({ tripId, memberId: organizerId, actorId: organizerId, form }, state)).toThrow(ConflictError);
  });
});
