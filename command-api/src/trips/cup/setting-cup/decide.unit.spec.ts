import { describe, expect, it } from 'vitest';
import type { SetCupBody } from '@golf/contracts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../../commands/domain-error.ts';
import { givenTripEvents, memberId, organizerId, strangerId, tripId, tripWithMemberAndVenue } from '../../testing/given-trip-events.ts';
import { bluePlayerId, captainId, redPlayerId, singlesMade, tripWithCup } from '../testing/given-cup-events.ts';
import { decideSetCup } from './decide.ts';

const body = (red: string[], blue: string[], extra: Partial<SetCupBody> = {}): SetCupBody => ({
  teams: [
    { name: 'Red', color: '#C0392B', userIds: red },
    { name: 'Blue', color: '#2c5aa0', userIds: blue, captainId: blue.at(-1) },
  ],
  holder: 1,
  ...extra,
});
const set = (state: ReturnType<typeof givenTripEvents>, command: SetCupBody, actorId = organizerId) =>
  decideSetCup({ actorId, body: command, nameOf: (id) => (id === memberId ? 'Mel' : id === strangerId ? 'Sam' : 'Someone') }, state);

describe('set the cup', () => {
  it('given an organizer and two teams of members, then CupSet with colours lower-cased, captains defaulted, the holder', () => {
    expect(set(givenTripEvents(tripWithMemberAndVenue), body([organizerId], [memberId]))).toEqual([
      {
        type: 'CupSet',
        data: {
          tripId,
          name: 'The Cup',
          teams: [
            { name: 'Red', color: '#c0392b', captainId: organizerId, userIds: [organizerId] },
            { name: 'Blue', color: '#2c5aa0', captainId: memberId, userIds: [memberId] },
          ],
          holder: 1,
          plannedPoints: null,
        },
      },
    ]);
  });

  it('given the cup as it is, then nothing is recorded', () => {
    const state = givenTripEvents(tripWithCup);
    const same: SetCupBody = {
      teams: [
        { name: 'Red', color: '#c0392b', userIds: [organizerId, memberId, redPlayerId] },
        { name: 'Blue', color: '#2c5aa0', userIds: [captainId, bluePlayerId] },
      ],
      holder: null,
    };
    expect(set(state, same)).toEqual([]);
  });

  it('refuses a stranger (404), a member (403), a non-member player, one on both teams, and a player who played moving teams', () => {
    const trip = givenTripEvents(tripWithMemberAndVenue);
    expect(() => set(trip, body([organizerId], [memberId]), strangerId)).toThrow(NotFoundError);
    expect(() => set(trip, body([organizerId], [memberId]), memberId)).toThrow(ForbiddenError);
    expect(() => set(trip, body([organizerId, strangerId], [memberId]))).toThrow(
      new BadRequestError('Sam is not a member of the trip: add them on the Setup tab first'),
    );
    expect(() => set(trip, body([organizerId, memberId], [memberId]))).toThrow(
      new BadRequestError('Mel cannot play for both Red and Blue'),
    );
    const played = givenTripEvents([...tripWithCup, singlesMade('d0000000-0000-4000-8000-000000000001')]);
    expect(() => set(played, body([memberId, redPlayerId], [captainId, bluePlayerId, organizerId]))).toThrow(ConflictError);
    expect(() => set(played, body([organizerId, memberId], [captainId], { plannedPoints: 0.5 }))).toThrow(BadRequestError);
  });
});
