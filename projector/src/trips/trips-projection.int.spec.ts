import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { streamNames, type EventStore, type NewEvent, type TripEvent } from '@golf/events';
import { waitForPosition } from '@golf/read-db';
import { rebuildReadModels } from '../rebuild-read-models.ts';
import { startProjectedDatabase, type ProjectedDatabase } from '../testing/projected-database.ts';
import { snapshotReadModels } from '../testing/read-model-snapshot.ts';
import { tripsProjection } from './trips-projection.ts';

let store: EventStore;
let pool: DatabasePool;
let harness: ProjectedDatabase;
beforeAll(async () => {
  harness = await startProjectedDatabase([tripsProjection]);
  ({ store, pool } = harness);
});
afterAll(async () => {
  await harness?.close();
});

const organizer = randomUUID();
const event = (data: TripEvent, occurredAt: string): NewEvent => ({
  id: randomUUID(),
  type: data.type,
  data: data.data,
  metadata: {
    userId: organizer,
    commandId: randomUUID(),
    correlationId: randomUUID(),
    causationId: null,
    occurredAt,
    client: 'test',
    schemaVersion: 1,
  },
});

async function record(tripId: string, events: NewEvent[]): Promise<void> {
  const existing = await store.readStream(streamNames.trip(tripId));
  const result = await store.append(streamNames.trip(tripId), events, { expectedRevision: existing.at(-1)?.revision ?? 'no_stream' });
  expect(await waitForPosition(pool, result.position, 10_000)).toBe(true);
}

const rows = async (table: 'trips' | 'trip_members' | 'trip_courses', tripId: string) =>
  pool.any(sql.type(z.record(z.string(), z.unknown()))`
    SELECT * FROM ${sql.identifier(['read', table])} WHERE ${sql.identifier([table === 'trips' ? 'id' : 'trip_id'])} = ${tripId} ORDER BY 1`);

describe('trips projection', () => {
  it('writes a trip, its members and courses with the events’ times and authors; removals delete their rows', async () => {
    const tripId = randomUUID();
    const [member, course, other] = [randomUUID(), randomUUID(), randomUUID()];
    await record(tripId, [
      event(
        {
          type: 'TripCreated',
          data: {
            tripId,
            name: 'Fife',
            description: null,
            location: 'St Andrews',
            startDate: '2026-05-01',
            endDate: null,
            createdBy: organizer,
          },
        },
        '2026-01-01T09:00:00.000Z',
      ),
      event({ type: 'TripMemberAdded', data: { tripId, memberId: member, userId: member, role: 'member' } }, '2026-01-02T09:00:00.000Z'),
      event({ type: 'TripCourseAdded', data: { tripId, tripCourseId: course, courseId: course } }, '2026-01-03T09:00:00.000Z'),
      event({ type: 'TripCourseAdded', data: { tripId, tripCourseId: other, courseId: other } }, '2026-01-03T10:00:00.000Z'),
    ]);
    expect(await rows('trips', tripId)).toMatchObject([
      { name: 'Fife', location: 'St Andrews', start_date: '2026-05-01', end_date: null, created_at: '2026-01-01T09:00:00.000Z' },
    ]);
    expect(await rows('trip_members', tripId)).toMatchObject([
      { id: member, user_id: member, role: 'member', added_by: organizer, added_at: '2026-01-02T09:00:00.000Z' },
    ]);
    await record(tripId, [
      event({ type: 'TripMemberRemoved', data: { tripId, userId: member } }, '2026-01-04T09:00:00.000Z'),
      event({ type: 'TripCourseRemoved', data: { tripId, courseId: course } }, '2026-01-04T09:00:00.000Z'),
    ]);
    expect(await rows('trip_members', tripId)).toEqual([]);
    expect((await rows('trip_courses', tripId)).map((row) => row.course_id)).toEqual([other]);
  });

  it('rebuilds from the log to exactly the same rows', async () => {
    const before = await snapshotReadModels(pool);
    expect(before.trips?.length).toBeGreaterThan(0);
    await rebuildReadModels({ store, pool, projections: [tripsProjection] });
    expect(await snapshotReadModels(pool)).toEqual(before);
  });
});
