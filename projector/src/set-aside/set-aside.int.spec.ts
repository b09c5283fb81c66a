import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { StreamRetryRequested, STREAM_RETRIES_STREAM, type NewEvent, type RecordedEvent } from '@golf/events';
import { createReadPool, dropReadSchema, getProjectorCheckpoint, listSetAsideStreams, migrateReadDb } from '@golf/read-db';
import { createTestDatabase, dropTestDatabase } from '../../../testing/test-database.ts';
import { commitBatch } from '../commit-batch.ts';
import { indexProjections, type Projection } from '../projection.ts';
import { eventCountProjection } from '../testing/event-count-projection.ts';
import { fussyProjections } from '../testing/fussy-projections.ts';
import { testCounted } from '../testing/test-events.ts';

let databaseUrl: string;
let pool: DatabasePool;
/** The log of a test: what `readStream` reads a retried stream from. */
let log: RecordedEvent[];
let fussy: ReturnType<typeof fussyProjections>;

const store = { readStream: async (stream: string) => log.filter((event) => event.stream === stream) };

/** Records `event` in the test's log at `position` (its stream's next revision), as the store would. */
function recorded(event: NewEvent, position: bigint, stream: string): RecordedEvent {
  const revision = BigInt(log.filter((e) => e.stream === stream).length);
  const entry = { ...event, stream, revision, position, recordedAt: new Date(Date.UTC(2024, 4, 1, 10, 0, Number(position))) };
  log.push(entry);
  return entry;
}
const value = (stream: string, position: bigint, data: unknown) => recorded({ ...testCounted(0), data: { value: data } }, position, stream);
const retry = (stream: string, position: bigint) =>
  recorded(
    {
      ...testCounted(0),
      type: StreamRetryRequested.type,
      data: { stream, requestedBy: randomUUID() },
    },
    position,
    STREAM_RETRIES_STREAM,
  );

const project = (projections: Projection[], events: RecordedEvent[]) =>
  pool.connect((connection) =>
    commitBatch({ connection, projections: indexProjections(projections), store, log: () => undefined }, events),
  );

const counts = async () =>
  Object.fromEntries(
    (
      await pool.any(sql.type(z.object({ stream: z.string(), events: z.number() }))`
        SELECT stream, events FROM read.test_event_counts ORDER BY stream`)
    ).map((row) => [row.stream, row.events]),
  );
const values = async () =>
  (
    await pool.any(sql.type(z.object({ stream: z.string(), position: z.bigint() }))`
      SELECT stream, position FROM read.test_values ORDER BY position`)
  ).map((row) => `${row.stream}@${row.position}`);

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  pool = await createReadPool(databaseUrl);
});
beforeEach(async () => {
  log = [];
  fussy = fussyProjections();
  await dropReadSchema(pool);
  await migrateReadDb(pool);
});
afterAll(async () => {
  await pool.end();
  await dropTestDatabase(databaseUrl);
});

describe('a stream a projection cannot apply', () => {
  it('is set aside from the event a rule throws on; the batch’s other streams are applied at once, and its later events wait', async () => {
    const projections = [eventCountProjection, fussy.ruleProjection];
    const first = await project(projections, [
      value('game-a', 1n, 1),
      value('game-b', 2n, 2),
      value('game-b', 3n, -4),
      value('game-a', 4n, 3),
      value('game-c', 5n, 5),
      value('game-b', 6n, 6),
    ]);
    expect(first).toMatchObject({ position: 6n, events: 6, repaired: [] });
    expect(await counts()).toEqual({ 'game-a': 2, 'game-b': 1, 'game-c': 1 });
    expect(await getProjectorCheckpoint(pool)).toBe(6n);
    const rows = await listSetAsideStreams(pool);
    expect(rows).toHaveLength(1);
    const { name, ...row } = rows[0]!;
    expect(name).toBeNull();
    expect(row).toEqual({
      stream: 'game-b',
      kind: 'game',
      streamId: 'b',
      fromPosition: 3n,
      eventId: log[2]!.id,
      eventType: 'TestCounted',
      eventRecordedAt: '2024-05-01T10:00:03.000Z',
      projection: 'test-rule',
      error: 'A score cannot be -4',
      retries: 0,
      lastRetryAt: null,
    });
    expect(first.setAside).toEqual([row]);
    expect(first.streams).toContain('game-b');

    const next = await project(projections, [value('game-b', 7n, 7), value('game-a', 8n, 8)]);
    expect(next).toMatchObject({ position: 8n, setAside: [] });
    expect(await counts()).toEqual({ 'game-a': 3, 'game-b': 1, 'game-c': 1 });
  });

  it('is found by halves when a batch projection fails (a value its column refuses): the stream’s events before it are kept', async () => {
    const streams = Array.from({ length: 9 }, (_, index) => `course-${index}`);
    const events = streams.flatMap((stream, index) => [
      value(stream, BigInt(2 * index + 1), index),
      value(stream, BigInt(2 * index + 2), index),
    ]);
    const bad = value('course-5', 19n, 'seven');
    const after = value('course-5', 20n, 8);
    const result = await project([fussy.columnProjection], [...events, bad, after, value('course-1', 21n, 1)]);
    expect(result.setAside.map((row) => [row.stream, row.fromPosition, row.projection])).toEqual([['course-5', 19n, 'test-column']]);
    expect(result.setAside[0]?.error).toMatch(/invalid input syntax for type integer/);
    expect(await values()).toEqual([...events.map((e) => `${e.stream}@${e.position}`), 'course-1@21']);
  });

  it('is not set aside for a failure that is not the data’s (the database went away): the batch is thrown, nothing written', async () => {
    const outage: Projection = {
      name: 'test-outage',
      handles: ['TestCounted'],
      async apply() {
        throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
      },
    };
    await expect(project([eventCountProjection, outage], [value('game-a', 1n, 1)])).rejects.toThrow(/administrator command/);
    expect(await getProjectorCheckpoint(pool)).toBe(0n);
    expect(await listSetAsideStreams(pool)).toEqual([]);
  });

  it('is projected again by a retry once the fix is in: its held events applied once each, where the retry stands, and it leaves the list', async () => {
    const projections = [eventCountProjection, fussy.ruleProjection, fussy.columnProjection];
    await project(projections, [value('game-a', 1n, 1), value('game-b', 2n, -2), value('game-b', 3n, 3)]);
    await project(projections, [value('game-b', 4n, 4), value('game-a', 5n, 5)]);
    expect(await counts()).toEqual({ 'game-a': 2 });

    const stillFailing = await project(projections, [retry('game-b', 6n), value('game-a', 7n, 7)]);
    expect(stillFailing.repaired).toEqual([]);
    expect(stillFailing.setAside).toMatchObject([
      { stream: 'game-b', fromPosition: 2n, retries: 1, lastRetryAt: '2024-05-01T10:00:06.000Z' },
    ]);
    expect(await counts()).toEqual({ 'game-a': 3 });

    fussy.state.fixed = true;
    const repaired = await project(projections, [value('game-b', 8n, 8), retry('game-b', 9n), value('game-b', 10n, 10)]);
    expect(repaired).toMatchObject({ repaired: ['game-b'], setAside: [] });
    expect(repaired.streams).toContain('game-b');
    expect(await listSetAsideStreams(pool)).toEqual([]);
    expect(await counts()).toEqual({ 'game-a': 3, 'game-b': 5 });
    expect(await values()).toEqual(['game-a@1', 'game-b@2', 'game-b@3', 'game-b@4', 'game-a@5', 'game-a@7', 'game-b@8', 'game-b@10']);
  });

  it('ignores a retry of a stream that is not set aside (a rebuild with the fix met the failure no more)', async () => {
    const result = await project([eventCountProjection], [value('game-a', 1n, 1), retry('game-a', 2n)]);
    expect(result).toMatchObject({ position: 2n, repaired: [], setAside: [] });
    expect(await counts()).toEqual({ 'game-a': 1 });
  });
});
