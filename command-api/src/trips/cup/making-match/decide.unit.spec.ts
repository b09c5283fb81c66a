import { describe, expect, it } from 'vitest';
import type { MakeCupMatchBody } from '@golf/contracts';
import type { CourseState, TripEvent } from '@golf/events';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../../commands/domain-error.ts';
import { givenTripEvents, memberId, organizerId, strangerId, tripId, venueId } from '../../testing/given-trip-events.ts';
import { bluePlayerId, captainId, redPlayerId, singlesMade, tripWithCup } from '../testing/given-cup-events.ts';
import { decideMakeCupMatch } from './decide.ts';

const matchId = 'e0000000-0000-4000-8000-000000000001';
const teeSetId = 'e0000000-0000-4000-8000-000000000002';
const venue: CourseState = {
  status: 'active',
  id: venueId,
  name: 'Links',
  location: 'Fife',
  holes: 18,
  imageUrl: null,
  source: 'manual',
  sourceRef: null,
  isGlobal: false,
  createdBy: organizerId,
  createdAt: '2026-01-01T00:00:00.000Z',
  teeSets: [{ teeSetId, name: 'White', color: 'white', rating: 72, slope: 113, totalYardage: null, holes: [] }],
};
const fourBall: MakeCupMatchBody = {
  session: 1,
  format: 'four_ball',
  teams: [
    [organizerId, memberId],
    [captainId, bluePlayerId],
  ],
  courseId: venueId,
  teeSetId,
  teeTime: '2026-06-12T08:00',
};
const make = (events: TripEvent[], body: MakeCupMatchBody, actorId = captainId) =>
  decideMakeCupMatch(
    { actorId, matchId, gameId: matchId, body, course: venue, nameOf: (id) => (id === redPlayerId ? 'Rae' : 'X') },
    givenTripEvents(events),
  );

describe('make a cup match', () => {
  it('given a captain and four players of the right teams, then CupMatchMade worth 1 at its tee time', () => {
    expect(make(tripWithCup, fourBall)).toEqual([
      {
        type: 'CupMatchMade',
        data: { tripId, matchId, gameId: matchId, ...fourBall, teams: fourBall.teams, teeTime: '2026-06-12T08:00', points: 1 },
      },
    ]);
  });

  it('given the same match made already, then nothing more (a retry)', () => {
    const made = make(tripWithCup, fourBall)[0]!;
    expect(make([...tripWithCup, made], fourBall)).toEqual([]);
  });

  it('refuses a stranger (404), a member who is no captain (403), and matches the cup cannot take', () => {
    expect(() => make(tripWithCup, fourBall, strangerId)).toThrow(NotFoundError);
    expect(() => make(tripWithCup, fourBall, redPlayerId)).toThrow(ForbiddenError);
    expect(() => make(tripWithCup, { ...fourBall, format: 'singles' })).toThrow(BadRequestError);
    expect(() =>
      make(tripWithCup, {
        ...fourBall,
        teams: [
          [redPlayerId, bluePlayerId],
          [captainId, memberId],
        ],
      }),
    ).toThrow(new BadRequestError('X is not on Red'));
    expect(() => make(tripWithCup, { ...fourBall, teeSetId: venueId })).toThrow(BadRequestError);
    expect(() => make([...tripWithCup, singlesMade('e0000000-0000-4000-8000-000000000009')], fourBall)).toThrow(ConflictError);
    const planned = tripWithCup.map((event) => (event.type === 'CupSet' ? { ...event, data: { ...event.data, plannedPoints: 1 } } : event));
    expect(() => make([...planned, singlesMade('e0000000-0000-4000-8000-000000000009', 2)], fourBall)).toThrow(ConflictError);
  });
});
