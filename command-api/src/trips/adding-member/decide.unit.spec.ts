import { describe, expect, it } from 'vitest';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../commands/domain-error.ts';
import type { UserEvent } from '@golf/events';
import { aliceRegistered, givenUserEvents } from '../../auth/testing/given-user-events.ts';
import { givenTripEvents, memberId, organizerId, strangerId, tripId, tripWithMemberAndVenue } from '../testing/given-trip-events.ts';
import { decideAddTripMember } from './decide.ts';

const trip = givenTripEvents(tripWithMemberAndVenue);
/** Alice's registration, under another id. */
const registeredAs = (userId: string): UserEvent => ({
  type: 'UserRegistered',
  data: { ...(aliceRegistered.data as Extract<UserEvent, { type: 'UserRegistered' }>['data']), userId },
});
const alice = givenUserEvents([registeredAs(strangerId)]);
const add = (actorId: string, user = alice, role: 'member' | 'organizer' = 'organizer') =>
  decideAddTripMember({ actorId, memberId: 'c0ffee00-0000-4000-8000-000000000001', user, role }, trip);

describe('add trip member', () => {
  it('given an organizer and a registered user, then the user joins with the role chosen', () => {
    expect(add(organizerId)).toEqual([
      {
        type: 'TripMemberAdded',
        data: { tripId, memberId: 'c0ffee00-0000-4000-8000-000000000001', userId: strangerId, role: 'organizer' },
      },
    ]);
  });

  it('refuses a member (403), a stranger (404), an unknown user (400) and someone already in the trip (409)', () => {
    expect(() => add(memberId)).toThrow(ForbiddenError);
    expect(() => add(strangerId)).toThrow(NotFoundError);
    expect(() => add(organizerId, givenUserEvents([]))).toThrow(BadRequestError);
    expect(() => add(organizerId, givenUserEvents([registeredAs(memberId)]))).toThrow(ConflictError);
  });
});
