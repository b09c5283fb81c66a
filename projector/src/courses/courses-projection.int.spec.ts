import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabasePool } from 'slonik';
import type { CourseEvent, EventStore, NewEvent, TeeSetData } from '@golf/events';
import { streamNames } from '@golf/events';
import { findTeeSetCourseId, getVisibleCourse, listVisibleCourses, waitForPosition } from '@golf/read-db';
import { rebuildReadModels } from '../rebuild-read-models.ts';
import { startProjectedDatabase, type ProjectedDatabase } from '../testing/projected-database.ts';
import { snapshotReadModels } from '../testing/read-model-snapshot.ts';
import { coursesProjection } from './courses-projection.ts';

let store: EventStore;
let pool: DatabasePool;

let harness: ProjectedDatabase;
beforeAll(async () => {
  harness = await startProjectedDatabase([coursesProjection]);
  ({ store, pool } = harness);
});
afterAll(async () => {
  await harness?.close();
});

const ownerId = randomUUID();

function event(data: CourseEvent, occurredAt: string): NewEvent {
  return {
    id: randomUUID(),
    type: data.type,
    data: data.data,
    metadata: {
      userId: ownerId,
      commandId: randomUUID(),
      correlationId: randomUUID(),
      causationId: null,
      occurredAt,
      client: 'test',
      schemaVersion: 1,
    },
  };
}

/** Appends to the course's stream and waits until the projector has applied it. */
async function record(courseId: string, events: NewEvent[]): Promise<void> {
  const existing = await store.readStream(streamNames.course(courseId));
  const result = await store.append(streamNames.course(courseId), events, { expectedRevision: existing.at(-1)?.revision ?? 'no_stream' });
  expect(await waitForPosition(pool, result.position, 10_000)).toBe(true);
}

/** A 9-hole tee set, its holes recorded last hole first to show they come back in order. */
function tee(name: string, overrides: Partial<TeeSetData> = {}): TeeSetData {
  const strokeIndexes = [3, 5, 6, 8, 7, 1, 9, 2, 4];
  return {
    teeSetId: randomUUID(),
    name,
    color: 'blue',
    rating: 35.2,
    slope: 121,
    totalYardage: 3100,
    holes: strokeIndexes.map((strokeIndex, index) => ({ holeNumber: index + 1, par: 4, strokeIndex, yardage: 340 + index })).reverse(),
    ...overrides,
  };
}

function created(courseId: string, name: string, teeSets: TeeSetData[], isGlobal = false): CourseEvent {
  return {
    type: 'CourseCreated',
    data: {
      courseId,
      source: 'curated',
      sourceRef: 'some-slug',
      isGlobal,
      createdBy: isGlobal ? null : ownerId,
      name,
      location: 'Town, State',
      holes: 9,
      imageUrl: null,
      teeSets,
    },
  };
}

describe('courses projection', () => {
  it('inserts a course with its tee sets in order and holes by number, timestamped by the event', async () => {
    const courseId = randomUUID();
    const [blue, white] = [tee('Blue'), tee('White', { color: 'white', rating: 34, totalYardage: null })];
    await record(courseId, [event(created(courseId, 'Short Links', [blue, white]), '2024-05-01T10:00:00.000Z')]);
    const course = await getVisibleCourse(pool, courseId, ownerId);
    expect(course).toMatchObject({
      id: courseId,
      name: 'Short Links',
      holes: 9,
      source: 'curated',
      sourceRef: 'some-slug',
      isGlobal: false,
      createdBy: ownerId,
      createdAt: '2024-05-01T10:00:00.000Z',
      updatedAt: '2024-05-01T10:00:00.000Z',
    });
    expect(course?.teeSets.map((teeSet) => teeSet.name)).toEqual(['Blue', 'White']);
    expect(course?.teeSets[0]?.holes.map((hole) => hole.holeNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(course?.teeSets[0]?.holes[0]).toEqual({ holeNumber: 1, par: 4, strokeIndex: 3, yardage: 340 });
    expect(await findTeeSetCourseId(pool, blue.teeSetId)).toBe(courseId);
    expect(await getVisibleCourse(pool, courseId, randomUUID())).toBeNull();
  });

  it('applies course updates, and adds, updates and removes tee sets', async () => {
    const courseId = randomUUID();
    const blue = tee('Blue');
    const red = tee('Red', { color: 'red' });
    await record(courseId, [
      event(created(courseId, 'Old Name', [blue]), '2024-05-01T10:00:00.000Z'),
      event(
        { type: 'CourseUpdated', data: { courseId, changes: { name: 'New Name', imageUrl: 'https://example.com/c.jpg' } } },
        '2024-05-02T10:00:00.000Z',
      ),
      event({ type: 'TeeSetAdded', data: { courseId, teeSet: red } }, '2024-05-03T10:00:00.000Z'),
      event({ type: 'TeeSetUpdated', data: { courseId, teeSet: { ...blue, slope: 130 } } }, '2024-05-04T10:00:00.000Z'),
    ]);
    let course = await getVisibleCourse(pool, courseId, ownerId);
    expect(course).toMatchObject({
      name: 'New Name',
      location: 'Town, State',
      imageUrl: 'https://example.com/c.jpg',
      updatedAt: '2024-05-02T10:00:00.000Z',
    });
    expect(course?.teeSets.map((teeSet) => [teeSet.name, teeSet.slope])).toEqual([
      ['Blue', 130],
      ['Red', 121],
    ]);

    await record(courseId, [event({ type: 'TeeSetRemoved', data: { courseId, teeSet: blue } }, '2024-05-05T10:00:00.000Z')]);
    course = await getVisibleCourse(pool, courseId, ownerId);
    expect(course?.teeSets.map((teeSet) => teeSet.name)).toEqual(['Red']);
    expect(await findTeeSetCourseId(pool, blue.teeSetId)).toBeNull();
  });

  it('removes a deleted course and its tee sets from every read', async () => {
    const courseId = randomUUID();
    const blue = tee('Blue');
    await record(courseId, [event(created(courseId, 'Doomed', [blue]), '2024-05-01T10:00:00.000Z')]);
    await record(courseId, [event({ type: 'CourseDeleted', data: { courseId } }, '2024-05-02T10:00:00.000Z')]);
    expect(await getVisibleCourse(pool, courseId, ownerId)).toBeNull();
    expect(await findTeeSetCourseId(pool, blue.teeSetId)).toBeNull();
    expect((await listVisibleCourses(pool, ownerId)).map((course) => course.id)).not.toContain(courseId);
  });

  it('tolerates a replayed creation (upsert by id)', async () => {
    const courseId = randomUUID();
    const creation = event(created(courseId, 'Twice', [tee('Blue')]), '2024-07-01T08:00:00.000Z');
    await record(courseId, [creation]);
    const recorded = { ...creation, stream: streamNames.course(courseId), revision: 0n, position: 1n, recordedAt: new Date() };
    await pool.transaction((tx) => coursesProjection.apply(tx, recorded));
    const course = await getVisibleCourse(pool, courseId, ownerId);
    expect(course?.teeSets).toHaveLength(1);
    expect(course?.name).toBe('Twice');
  });

  it('rebuilds from the log to exactly the same rows', async () => {
    const courseId = randomUUID();
    await record(courseId, [
      event(created(courseId, 'Global Links', [tee('Blue'), tee('Gold', { color: 'gold' })], true), '2024-06-01T08:00:00.000Z'),
      event({ type: 'TeeSetAdded', data: { courseId, teeSet: tee('Green', { color: 'green' }) } }, '2024-06-02T08:00:00.000Z'),
    ]);
    const before = await snapshotReadModels(pool);
    expect(before.courses?.length).toBeGreaterThan(2);
    await rebuildReadModels({ store, pool, projections: [coursesProjection] });
    expect(await snapshotReadModels(pool)).toEqual(before);
  });
});
