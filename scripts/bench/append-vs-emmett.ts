import { randomUUID } from 'node:crypto';
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import type { EventStore, NewEvent } from '@golf/events';
import { percentiles, type BenchRow } from './stats.ts';

const STREAMS = 100;
const EVENTS = 5000;
const BATCH = 50;

/** The same score-like payload for both stores; ours adds the metadata every event of the app carries. */
function payload(stream: number, n: number) {
  return { gameId: `bench-${stream}`, playerId: randomUUID(), roundNumber: 1, holeNumber: (n % 18) + 1, strokes: 4 };
}

function ourEvent(stream: number, n: number): NewEvent {
  return {
    id: randomUUID(),
    type: 'BenchScoreEntered',
    data: payload(stream, n),
    metadata: {
      userId: null,
      commandId: randomUUID(),
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: new Date().toISOString(),
      client: 'bench',
      schemaVersion: 1,
    },
  };
}

export interface Appender {
  /** Appends `count` events to stream `stream` with the stream's expected version; answers nothing. */
  append(stream: number, count: number, n: number): Promise<void>;
}

export function ours(store: EventStore, prefix: string): Appender {
  const revisions = new Map<number, bigint>();
  return {
    async append(stream, count, n) {
      const events = Array.from({ length: count }, (_, i) => ourEvent(stream, n + i));
      const result = await store.append(`${prefix}-${stream}`, events, { expectedRevision: revisions.get(stream) ?? 'no_stream' });
      revisions.set(stream, result.nextExpectedRevision);
    },
  };
}

export function emmett(store: ReturnType<typeof getPostgreSQLEventStore>, prefix: string): Appender {
  const versions = new Map<number, bigint>();
  return {
    async append(stream, count, n) {
      const events = Array.from({ length: count }, (_, i) => ({ type: 'BenchScoreEntered', data: payload(stream, n + i) }));
      const result = await store.appendToStream(`${prefix}-${stream}`, events, {
        expectedStreamVersion: versions.get(stream) ?? 'STREAM_DOES_NOT_EXIST',
      });
      versions.set(stream, result.nextExpectedStreamVersion);
    },
  };
}

const ROUNDS = 10;

interface Tally {
  events: number;
  ms: number;
  samples: number[];
}

/** Appends `count` events round-robin over the streams, `perAppend` at a time, one writer, from event `from` on. */
async function appendSome(appender: Appender, perAppend: number, from: number, count: number, tally: Tally): Promise<void> {
  for (let n = from; n < from + count; n += perAppend) {
    const t = performance.now();
    await appender.append((n / perAppend) % STREAMS, perAppend, n);
    const ms = performance.now() - t;
    tally.samples.push(ms);
    tally.ms += ms;
    tally.events += perAppend;
  }
}

/**
 * `EVENTS` events for each store, `perAppend` at a time, in `ROUNDS` alternating rounds (ours
 * first in one round, Emmett first in the next): a machine whose load drifts during the run
 * weighs on both stores alike instead of on whichever ran second. Answers events/s and the p99
 * of the appends.
 */
async function race(a: Appender, b: Appender, perAppend: number): Promise<[{ rate: number; p99: number }, { rate: number; p99: number }]> {
  const tallies: [Tally, Tally] = [
    { events: 0, ms: 0, samples: [] },
    { events: 0, ms: 0, samples: [] },
  ];
  const perRound = EVENTS / ROUNDS;
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? ([0, 1] as const) : ([1, 0] as const);
    for (const which of order) await appendSome(which === 0 ? a : b, perAppend, round * perRound, perRound, tallies[which]);
  }
  const result = (t: Tally) => ({ rate: t.events / (t.ms / 1000), p99: percentiles(t.samples).p99 });
  return [result(tallies[0]), result(tallies[1])];
}

/** The append goals: at least 1.0× in every run, and at least 1.25× in the median of three runs. */
const EVERY_RUN = 1.0;
const MEDIAN_OF_THREE = 1.25;

/**
 * One run's ratio against the goals. The 1.25× goal is on the median of three runs, which one
 * run cannot tell: a run below 1.0× misses (the floor holds for every run), one at 1.25× or more
 * meets, and one between says nothing by itself ('—': its median with two more decides).
 */
function row(measure: string, a: { rate: number; p99: number }, b: { rate: number; p99: number }): BenchRow {
  const ratio = a.rate / b.rate;
  return {
    measure: `${measure}: ours ${Math.round(a.rate)} ev/s vs Emmett ${Math.round(b.rate)} ev/s`,
    median: `${ratio.toFixed(2)}× (ours/Emmett, this run)`,
    p99: `append p99 ${a.p99.toFixed(1)} vs ${b.p99.toFixed(1)} ms`,
    target: `≥ ${MEDIAN_OF_THREE.toFixed(2)}× in the median of 3 runs, ≥ ${EVERY_RUN.toFixed(1)}× in each`,
    verdict: ratio < EVERY_RUN ? 'missed' : ratio >= MEDIAN_OF_THREE ? 'met' : '—',
  };
}

/**
 * (5) Our PostgreSQL event store against Emmett's (getPostgreSQLEventStore) on the same database:
 * 5,000 single-event appends over 100 streams with expected versions, then 5,000 events in
 * batches of 50, each store warmed up first (Emmett creates its schema on first use), the two
 * stores taking turns in rounds (race).
 */
export async function measureAppendVsEmmett(store: EventStore, databaseUrl: string): Promise<BenchRow[]> {
  const theirs = getPostgreSQLEventStore(databaseUrl);
  try {
    await race(ours(store, 'warm-ours'), emmett(theirs, 'warm-emmett'), 10);
    const [singleOurs, singleEmmett] = await race(ours(store, 'single-ours'), emmett(theirs, 'single-emmett'), 1);
    const [batchOurs, batchEmmett] = await race(ours(store, 'batch-ours'), emmett(theirs, 'batch-emmett'), BATCH);
    return [
      row(`append, ${EVENTS} × 1 event over ${STREAMS} streams`, singleOurs, singleEmmett),
      row(`append, ${EVENTS} events in batches of ${BATCH}`, batchOurs, batchEmmett),
    ];
  } finally {
    await theirs.close();
  }
}
