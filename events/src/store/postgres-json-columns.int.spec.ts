import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createTestDatabase, dropTestDatabase } from '../../../testing/test-database.ts';
import { PostgresEventStore } from './postgres-event-store.ts';
import { sampleEvent, sampleMetadata, uniqueStream } from './testing/sample-events.ts';

// The events table as stores made before decision 0605 hold it: data and metadata in jsonb, and
// the append function of that time taking jsonb arrays.
const storeOfBefore = `
CREATE SCHEMA es;
CREATE SEQUENCE es.events_position_seq AS bigint MINVALUE 1 CACHE 1 NO CYCLE;
CREATE TABLE es.events (
  position bigint PRIMARY KEY,
  stream text NOT NULL,
  revision bigint NOT NULL CHECK (revision >= 0),
  id uuid NOT NULL CONSTRAINT events_id_unique UNIQUE,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  CONSTRAINT events_stream_revision_unique UNIQUE (stream, revision)
);
CREATE FUNCTION es.append_events(p_stream text, p_expected bigint, p_ids uuid[], p_types text[], p_data jsonb, p_metadata jsonb)
RETURNS TABLE (next_revision bigint, last_position bigint, was_retry boolean) LANGUAGE sql AS 'SELECT 0::bigint, 0::bigint, false';
CREATE FUNCTION es.read_all(p_after bigint, p_limit integer) RETURNS SETOF es.events LANGUAGE plpgsql AS $fn$
BEGIN
  RETURN QUERY SELECT * FROM es.events e WHERE e.position > p_after ORDER BY e.position LIMIT p_limit;
END
$fn$;
`;

const appendSql = 'SELECT * FROM es.append_events($1, -2, $2::uuid[], $3::text[], $4::json, $5::json)';

let databaseUrl: string;
let pool: pg.Pool;
beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  pool = new pg.Pool({ connectionString: databaseUrl });
  pool.on('error', () => undefined);
});
afterAll(async () => {
  await pool.end();
  await dropTestDatabase(databaseUrl);
});

describe('events kept as the JSON text their writer sent', () => {
  const stream = uniqueStream('before');
  const before = [
    { id: randomUUID(), data: { holeNumber: 7, strokes: 4, name: 'Zoë "Z" \\ Å' }, metadata: sampleMetadata() },
    { id: randomUUID(), data: [1, 2.5, null, { nested: true }], metadata: sampleMetadata({ userId: 'user-1' }) },
  ];

  it('given a store made with jsonb columns, when the schema is ensured, then its events are rewritten as json and read back unchanged', async () => {
    await pool.query(storeOfBefore);
    for (const [revision, event] of before.entries()) {
      await pool.query(
        `INSERT INTO es.events (position, stream, revision, id, type, data, metadata)
         VALUES (nextval('es.events_position_seq'), $1, $2, $3, 'TestHappened', $4::jsonb, $5::jsonb)`,
        [stream, revision, event.id, JSON.stringify(event.data), JSON.stringify(event.metadata)],
      );
    }
    const store = await PostgresEventStore.connect(databaseUrl, { poolSize: 2 });
    try {
      const { rows: columns } = await pool.query(
        `SELECT column_name, data_type FROM information_schema.columns
          WHERE table_schema = 'es' AND table_name = 'events' AND column_name IN ('data', 'metadata') ORDER BY 1`,
      );
      expect(columns).toEqual([
        { column_name: 'data', data_type: 'json' },
        { column_name: 'metadata', data_type: 'json' },
      ]);
      const read = await store.readStream(stream);
      expect(read.map(({ id, data, metadata }) => ({ id, data, metadata }))).toEqual(before);
      const all = await store.readAll({ fromPosition: 'start', limit: 10 });
      expect(all.map(({ id, data, metadata }) => ({ id, data, metadata }))).toEqual(before);
      const next = await store.append(stream, [sampleEvent('TestHappened', { after: true })], { expectedRevision: 1n });
      expect(next.nextExpectedRevision).toBe(2n);
      expect((await store.readStream(stream)).map((event) => event.data)).toEqual([...before.map((event) => event.data), { after: true }]);
    } finally {
      await store.close();
    }
  });

  it('given a process of the version before, when it appends through the jsonb form, then its events are stored as json', async () => {
    const stream = uniqueStream('older-process');
    const event = sampleEvent('TestHappened', { from: 'the version before' });
    const { rows } = await pool.query(
      'SELECT next_revision, was_retry FROM es.append_events($1, -1, $2::uuid[], $3::text[], $4::jsonb, $5::jsonb)',
      [stream, [event.id], [event.type], JSON.stringify([event.data]), JSON.stringify([event.metadata])],
    );
    expect(rows).toEqual([{ next_revision: '0', was_retry: false }]);
    const { rows: stored } = await pool.query('SELECT data::text AS data, pg_typeof(data)::text AS type FROM es.events WHERE stream = $1', [
      stream,
    ]);
    expect(stored).toEqual([{ data: '{"from": "the version before"}', type: 'json' }]);
  });

  it('given the text an append sends, when it is read back from the table, then it is that text byte for byte', async () => {
    const store = await PostgresEventStore.connect(databaseUrl, { poolSize: 2 });
    try {
      const event = sampleEvent('TestHappened', { b: 1, a: [2, 1], ü: 'x' });
      await store.append(uniqueStream(), [event], { expectedRevision: 'no_stream' });
      const { rows } = await pool.query('SELECT data::text AS text FROM es.events WHERE id = $1', [event.id]);
      expect(rows[0].text).toBe(JSON.stringify(event.data));
    } finally {
      await store.close();
    }
  });

  it.each([
    ['two ids, one data and one metadata', 2, 1, 1, '22023'],
    ['one id, two data and two metadata', 1, 2, 2, '23502'],
    ['two ids, two data and one metadata', 2, 2, 1, '23502'],
  ])('given %s, when appended directly, then the call is refused and writes nothing', async (_, ids, data, metadata, code) => {
    const { rows: count } = await pool.query('SELECT count(*)::int AS n FROM es.events');
    const call = pool.query(appendSql, [
      uniqueStream(),
      Array.from({ length: ids }, () => randomUUID()),
      Array.from({ length: ids }, () => 'TestHappened'),
      JSON.stringify(Array.from({ length: data }, (_, n) => ({ n }))),
      JSON.stringify(Array.from({ length: metadata }, () => sampleMetadata())),
    ]);
    await expect(call).rejects.toMatchObject({ code });
    expect((await pool.query('SELECT count(*)::int AS n FROM es.events')).rows).toEqual(count);
  });
});
