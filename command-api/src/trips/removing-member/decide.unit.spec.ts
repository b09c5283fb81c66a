import { describe, expect, it } from 'vitest';
import { ConflictError, ForbiddenError, NotFoundError } from '../../commands/domain-error.ts';
import { givenTripEvents, memberId, organizerId, strangerId, tripId, tripWithMemberAndVenue } from '../testing/given-trip-events.ts';
import { decideRemoveTripMember } from './decide.ts';

const trip = givenTripEvents(tripWithMemberAndVenue);

describe('remove trip member', () => {
  it('given an organizer, then a member is removed', () => {
    expect(decideRemoveTripMember({ actorId: organizerId, userId: memberId }, trip)).toEqual([
      { type: 'TripMemberRemoved', data: { tripId, userId: memberId } },
    ]);
  });

  it('keeps the last organizer, and refuses someone not in the trip, a member acting and a stranger', () => {
    expect(() => decideRemoveTripMember({ actorId: organizerId, userId: organizerId }, trip)).toThrow(ConflictError);
    expect(() => decideRemoveTripMember({ actorId: organizerId, userId: strangerId }, trip)).toThrow(NotFoundError);
    expect(() => decideRemoveTripMember({ actorId: memberId, userId: memberId }, trip)).toThrow(ForbiddenError);
    expect(() => decideRemoveTripMember({ actorId: strangerId, userId: memberId }, trip)).toThrow(NotFoundError);
  });
});
