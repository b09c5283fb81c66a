import { describe, expect, it } from 'vitest';
import type { EventMetadata } from '../store/event-store.ts';
import { evolveTrip, type TripState } from './trip-state.ts';

const tripId = '6f1c2a34-8b1d-4c2e-9f3a-1b2c3d4e5f60';
const ada = 'a3bb189e-8bf9-4888-9912-ace4e6543002';
const bob = 'b3bb189e-8bf9-4888-9912-ace4e6543002';
const course = 'c3bb189e-8bf9-4888-9912-ace4e6543002';
const match = 'd3bb189e-8bf9-4888-9912-ace4e6543002';

const meta = (occurredAt: string): EventMetadata => ({
  userId: ada,
  commandId: tripId,
  correlationId: tripId,
  causationId: null,
  occurredAt,
  client: null,
  schemaVersion: 1,
});
const fold = (events: Array<{ type: string; data: unknown }>): TripState =>
  events.reduce<TripState>((state, e, i) => evolveTrip(state, { ...e, metadata: meta(`2026-01-0${i + 1}T10:00:00.000Z`) }), {
    status: 'absent',
  });

const created = {
  type: 'TripCreated',
  data: { tripId, name: 'Fife', description: null, location: null, startDate: null, endDate: null, createdBy: ada },
};
const cupSet = (name: string) => ({
  type: 'CupSet',
  data: {
    tripId,
    name,
    teams: [
      { name: 'Red', color: '#c0392b', captainId: ada, userIds: [ada] },
      { name: 'Blue', color: '#2c5aa0', captainId: bob, userIds: [bob] },
    ],
    holder: 0,
    plannedPoints: 8,
  },
});
const made = {
  type: 'CupMatchMade',
  data: {
    tripId,
    matchId: match,
    gameId: match,
    session: 1,
    format: 'singles',
    teams: [[ada], [bob]],
    courseId: course,
    teeSetId: course,
    teeTime: '2026-06-12T08:00',
    points: 1,
  },
};

describe('a trip’s cup, folded', () => {
  it('keeps the cup as last set and its matches made, with who made each and when', () => {
    const state = fold([created, cupSet('The Cup'), made, cupSet('Fife Cup')]);
    if (state.status !== 'active') throw new Error('absent');
    expect(state.cup).toMatchObject({ name: 'Fife Cup', holder: 0, plannedPoints: 8 });
    expect(state.cup?.matches).toEqual([
      {
        matchId: match,
        gameId: match,
        session: 1,
        format: 'singles',
        teams: [[ada], [bob]],
        courseId: course,
        teeSetId: course,
        teeTime: '2026-06-12T08:00',
        points: 1,
        madeBy: ada,
        madeAt: '2026-01-03T10:00:00.000Z',
      },
    ]);
  });

  it('a match before the cup is set changes nothing', () => {
    const state = fold([created, made]);
    expect(state.status === 'active' && state.cup).toBeUndefined();
  });
});
