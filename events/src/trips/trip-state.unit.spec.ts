import { describe, expect, it } from 'vitest';
import type { EventMetadata } from '../store/event-store.ts';
import { evolveTrip, type TripState } from './trip-state.ts';

const tripId = '6f1c2a34-8b1d-4c2e-9f3a-1b2c3d4e5f60';
const ada = 'a3bb189e-8bf9-4888-9912-ace4e6543002';
const bob = 'b3bb189e-8bf9-4888-9912-ace4e6543002';
const course = 'c3bb189e-8bf9-4888-9912-ace4e6543002';

const meta = (occurredAt: string, userId = ada): EventMetadata => ({
  userId,
  commandId: tripId,
  correlationId: tripId,
  causationId: null,
  occurredAt,
  client: null,
  schemaVersion: 1,
});

const fold = (events: Array<{ type: string; data: unknown; at: string }>): TripState =>
  events.reduce<TripState>((state, e) => evolveTrip(state, { type: e.type, data: e.data, metadata: meta(e.at) }), { status: 'absent' });

const created = {
  type: 'TripCreated',
  data: { tripId, name: 'Scotland', description: null, location: 'Fife', startDate: '2026-05-01', endDate: null, createdBy: ada },
  at: '2026-01-01T10:00:00.000Z',
};

describe('evolveTrip', () => {
  it('a created trip has its details, no members yet and the creation time', () => {
    expect(fold([created])).toMatchObject({
      status: 'active',
      id: tripId,
      name: 'Scotland',
      createdAt: created.at,
      members: [],
      courses: [],
    });
  });

  it('keeps members and courses in the order added, with who added them and when; removals drop them', () => {
    const state = fold([
      created,
      { type: 'TripMemberAdded', data: { tripId, memberId: ada, userId: ada, role: 'organizer' }, at: '2026-01-01T10:00:00.000Z' },
      { type: 'TripMemberAdded', data: { tripId, memberId: bob, userId: bob, role: 'member' }, at: '2026-01-02T10:00:00.000Z' },
      { type: 'TripCourseAdded', data: { tripId, tripCourseId: course, courseId: course }, at: '2026-01-03T10:00:00.000Z' },
      { type: 'TripMemberRemoved', data: { tripId, userId: ada }, at: '2026-01-04T10:00:00.000Z' },
    ]);
    if (state.status !== 'active') throw new Error('absent');
    expect(state.members).toEqual([{ memberId: bob, userId: bob, role: 'member', addedBy: ada, addedAt: '2026-01-02T10:00:00.000Z' }]);
    expect(state.courses).toEqual([{ tripCourseId: course, courseId: course, addedBy: ada, addedAt: '2026-01-03T10:00:00.000Z' }]);
    const removed = evolveTrip(state, {
      type: 'TripCourseRemoved',
      data: { tripId, courseId: course },
      metadata: meta('2026-01-05T00:00:00.000Z'),
    });
    expect(removed.status === 'active' && removed.courses).toEqual([]);
  });

  it('events before TripCreated and unknown types change nothing', () => {
    expect(fold([{ type: 'TripMemberRemoved', data: { tripId, userId: ada }, at: created.at }])).toEqual({ status: 'absent' });
    expect(fold([created, { type: 'TripRenamedInTheFuture', data: {}, at: created.at }])).toEqual(fold([created]));
  });
});
