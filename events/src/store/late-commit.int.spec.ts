import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestDatabase, dropTestDatabase } from '../../../testing/test-database.ts';
import type { NewEvent, RecordedEvent } from './event-store.ts';
import { waitFor } from './testing/event-store.contract.ts';
import { PostgresEventStore } from './postgres-event-store.ts';
import { sampleEvent, sampleEvents, uniqueStream } from './testing/sample-events.ts';

/** The adapter's own append, called inside a transaction the test holds open. */
const appendSql = 'SELECT next_revision, last_position FROM es.append_events($1, $2, $3::uuid[], $4::text[], $5::json, $6::json)';

function appendValues(stream: string, expected: bigint, events: NewEvent[]) {
  return [
    stream,
    expected,
    events.map((event) => event.id),
    events.map((event) => event.type),
    JSON.stringify(events.map((event) => event.data)),
    JSON.stringify(events.map((event) => event.metadata)),
  ];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let databaseUrl: string;
let store: PostgresEventStore;
beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  store = await PostgresEventStore.connect(databaseUrl, { poolSize: 6 });
});
afterAll(async () => {
  await store.close();
  await dropTestDatabase(databaseUrl);
});

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return client;
}

async function withClient<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = await connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

describe('events that commit late', () => {
  it('holds back later positions until an earlier one commits, then delivers both in order', async () => {
    const marker = await store.append(uniqueStream('marker'), [sampleEvent()], { expectedRevision: 'no_stream' });
    const seen: RecordedEvent[] = [];
    const subscription = store.subscribeAll({ fromPosition: marker.position }, async (batch) => void seen.push(...batch));
    const slow = await connect();
    try {
      await slow.query('BEGIN');
      const early = sampleEvent();
      const { rows } = await slow.query(appendSql, appendValues(uniqueStream('slow'), -1n, [early]));
      const fast = await store.append(uniqueStream('fast'), [sampleEvent()], { expectedRevision: 'no_stream' });
      expect(fast.position).toBeGreaterThan(BigInt(rows[0].last_position));
      await sleep(300);
      expect(await store.readAll({ fromPosition: marker.position, limit: 10 })).toEqual([]);
      expect(await store.headPosition()).toBe(marker.position);
      expect(seen).toEqual([]);
      await slow.query('COMMIT');
      expect(await store.headPosition()).toBe(fast.position);
      await waitFor(() => seen.length === 2);
      expect(seen.map((event) => event.position)).toEqual([BigInt(rows[0].last_position), fast.position]);
      expect(seen[0]!.id).toBe(early.id);
    } finally {
      await subscription.close();
      await slow.end();
    }
  });

  it('refuses an append that is not the first write of its transaction', async () => {
    const client = await connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_current_xact_id()');
      await expect(client.query(appendSql, appendValues(uniqueStream(), -1n, [sampleEvent()]))).rejects.toMatchObject({ code: 'ES003' });
      await client.query('ROLLBACK');
    } finally {
      await client.end();
    }
  });

  it('8 concurrent writers committing out of order: a subscriber sees every event exactly once, in order', async () => {
    const writers = 8;
    const perWriter = 500;
    const sharedStreams = [uniqueStream('shared'), uniqueStream('shared')];
    const committed = new Set<string>();
    const commits: Array<{ first: bigint; order: number }> = [];
    let commitOrder = 0;
    const seen: RecordedEvent[] = [];
    const marker = await store.append(uniqueStream('marker'), [sampleEvent()], { expectedRevision: 'no_stream' });
    const subscription = store.subscribeAll({ fromPosition: marker.position, batchSize: 50 }, async (batch) => {
      seen.push(...batch);
    });

    // A writer on its own connection: transactions held open for random small delays around the
    // append, and one in ten rolled back (a gap in the positions readers must not wait on).
    async function rawWriter(index: number): Promise<void> {
      const client = await connect();
      const own = uniqueStream(`writer${index}`);
      let ownRevision = -1n;
      let written = 0;
      try {
        while (written < perWriter) {
          const events = sampleEvents(Math.min(1 + Math.floor(Math.random() * 5), perWriter - written), written);
          const shared = Math.random() < 0.3;
          const stream = shared ? sharedStreams[index % 2]! : own;
          await client.query('BEGIN');
          await sleep(Math.random() * 3);
          const { rows } = await client.query(appendSql, appendValues(stream, shared ? -2n : ownRevision, events));
          await sleep(Math.random() * 5);
          if (Math.random() < 0.1) {
            await client.query('ROLLBACK');
            continue;
          }
          await client.query('COMMIT');
          commits.push({ first: BigInt(rows[0].last_position) - BigInt(events.length - 1), order: commitOrder++ });
          if (!shared) ownRevision = BigInt(rows[0].next_revision);
          for (const event of events) committed.add(event.id);
          written += events.length;
        }
      } finally {
        await client.end();
      }
    }

    async function adapterWriter(index: number): Promise<void> {
      const stream = uniqueStream(`adapter${index}`);
      let revision: bigint | 'no_stream' = 'no_stream';
      for (let written = 0; written < perWriter;) {
        const events = sampleEvents(Math.min(1 + Math.floor(Math.random() * 5), perWriter - written), written);
        revision = (await store.append(stream, events, { expectedRevision: revision })).nextExpectedRevision;
        for (const event of events) committed.add(event.id);
        written += events.length;
      }
    }

    const started = Date.now();
    await Promise.all(Array.from({ length: writers }, (_, index) => (index < 6 ? rawWriter(index) : adapterWriter(index))));
    await waitFor(() => seen.length >= writers * perWriter, 20_000);
    await sleep(200);
    await subscription.close();

    expect(committed.size).toBe(writers * perWriter);
    expect(seen).toHaveLength(writers * perWriter);
    expect(new Set(seen.map((event) => event.id))).toEqual(committed);
    seen.slice(1).forEach((event, index) => expect(event.position).toBeGreaterThan(seen[index]!.position));
    const byCommit = [...commits].sort((a, b) => a.order - b.order);
    const outOfOrder = byCommit.filter((commit, index) => index > 0 && commit.first < byCommit[index - 1]!.first).length;
    expect(outOfOrder, 'transactions must really have committed out of position order').toBeGreaterThan(0);
    const revisions = new Map<string, bigint[]>();
    for (const event of seen) revisions.set(event.stream, [...(revisions.get(event.stream) ?? []), event.revision]);
    for (const stream of revisions.values()) expect(stream).toEqual(stream.map((_, revision) => BigInt(revision)));
    expect(await store.readAll({ fromPosition: marker.position, limit: writers * perWriter + 10 })).toEqual(seen);
    // The invariant the reader relies on: among appends, position order is transaction-id order.
    const inversions = await withClient((client) =>
      client.query(`SELECT count(*)::int AS n FROM (
        SELECT transaction_id, lag(transaction_id) OVER (ORDER BY position) AS previous FROM es.events) ordered
        WHERE transaction_id < previous`),
    );
    expect(inversions.rows[0].n).toBe(0);
    expect(Date.now() - started).toBeLessThan(30_000);
  });
});
