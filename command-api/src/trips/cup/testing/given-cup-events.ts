import type { TripEvent } from '@golf/events';
import { memberId, organizerId, tripId, tripWithMemberAndVenue, venueId } from '../../testing/given-trip-events.ts';

/** Two more members of the trip of given-trip-events: a captain of Blue and a player of Red. */
export const captainId = 'c0000000-0000-4000-8000-000000000001';
export const redPlayerId = 'c0000000-0000-4000-8000-000000000002';
export const bluePlayerId = 'c0000000-0000-4000-8000-000000000003';

/** The trip with Red (the organizer, the member) against Blue (the captain, a player), no holder. */
export const tripWithCup: TripEvent[] = [
  ...tripWithMemberAndVenue,
  ...[captainId, redPlayerId, bluePlayerId].map((userId): TripEvent => ({
    type: 'TripMemberAdded',
    data: { tripId, memberId: userId, userId, role: 'member' },
  })),
  {
    type: 'CupSet',
    data: {
      tripId,
      name: 'The Cup',
      teams: [
        { name: 'Red', color: '#c0392b', captainId: organizerId, userIds: [organizerId, memberId, redPlayerId] },
        { name: 'Blue', color: '#2c5aa0', captainId, userIds: [captainId, bluePlayerId] },
      ],
      holder: null,
      plannedPoints: null,
    },
  },
];

/** A singles match of session 1 between the organizer and Blue's captain. */
export const singlesMade = (matchId: string, session = 1): TripEvent => ({
  type: 'CupMatchMade',
  data: {
    tripId,
    matchId,
    gameId: matchId,
    session,
    format: 'singles',
    teams: [[organizerId], [captainId]],
    courseId: venueId,
    teeSetId: venueId,
    teeTime: null,
    points: 1,
  },
});
