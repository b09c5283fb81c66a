import type { DatabasePool, DatabasePoolConnection } from 'slonik';
import type { EventStore, ReadAllFrom, RecordedEvent } from '@golf/events';
import {
  createReadPool,
  dropReadSchema,
  GOLF_LOCK_NAMESPACE,
  migrateReadDb,
  notifyReadModelChange,
  REBUILD_SCHEMA,
  saveProjectorCheckpoint,
  swapInReadSchema,
} from '@golf/read-db';
import { sql } from 'slonik';
import { indexProjections, Later, ProjectionFailedError, type Projection } from './projection.ts';
import { commitBatch } from './commit-batch.ts';
import { ProjectionRun } from './apply-to-projections.ts';
import { closeBatchGate, openBatchGate } from './projector-locks.ts';
import { silentLog, type ProjectorLog } from './projector-log.ts';
import { Broadcast, rebuildLanes } from './rebuild-lanes.ts';
import { isDataFault } from './set-aside/data-fault.ts';

export interface RebuildOptions {
  store: EventStore;
  pool: DatabasePool;
  projections: readonly Projection[];
  /**
   * Events per transaction (default 20,000). A batch's touched games are recomputed once at
   * its end, so large batches recompute each game about once over the whole log.
   */
  batchSize?: number;
  /**
   * Replays side by side (default 2): the projections in this many groups, each replaying the
   * log on its own connection (decision 0861). 1 replays every projection in one lane.
   */
  lanes?: number;
  /** Time each projection's apply took (its own work and its queries), in the result: for the bench. */
  profile?: boolean;
  log?: ProjectorLog;
}

export interface RebuildResult {
  /** Events replayed, handled or not. */
  events: number;
  ms: number;
  /** Streams the replay set aside (a projection could not apply one of their events): every other stream is rebuilt. */
  setAside: string[];
  /** With `profile`: milliseconds each projection spent applying, by name. */
  projectionMs?: Record<string, number>;
  /** Milliseconds the live projector was paused (the batch gate closed): the tail's replay and the swap. */
  pausedMs: number;
}

/** Events read from the log per query; the next page is read while the current one is applied. */
const PAGE_SIZE = 10_000;
/** Batches read ahead of the slowest lane. */
const AHEAD = 2;
const REBUILD_LOCK = 'projector:read-models:rebuild';

/**
 * The log after `from` in batches of `batchSize` events, read `PAGE_SIZE` at a time with one
 * page always read ahead, so the database reads the next events while the projections work.
 */
async function* logBatches(store: EventStore, batchSize: number, from: ReadAllFrom): AsyncGenerator<RecordedEvent[]> {
  const pageSize = Math.min(batchSize, PAGE_SIZE);
  const readPage = (after: ReadAllFrom) => {
    const page = store.readAll({ fromPosition: after, limit: pageSize });
    // A page read ahead may fail after the rebuild has stopped for another reason: not a crash.
    page.catch(() => undefined);
    return page;
  };
  let next = readPage(from);
  let batch: RecordedEvent[] = [];
  for (;;) {
    const page = await next;
    const last = page.at(-1);
    if (last) next = readPage(last.position);
    batch = batch.concat(page);
    if (batch.length >= batchSize || (!last && batch.length > 0)) {
      yield batch;
      batch = [];
    }
    if (!last) return;
  }
}

/** Each projection wrapped to add the time its apply takes to `spent`. */
function timed(projections: readonly Projection[], spent: Record<string, number>): Projection[] {
  return projections.map((projection): Projection => {
    spent[projection.name] = 0;
    const add = (since: number) => (spent[projection.name]! += performance.now() - since);
    if ('applyBatch' in projection) {
      const { settle } = projection;
      return {
        ...projection,
        applyBatch: async (tx, events, context) => {
          const since = performance.now();
          try {
            return await projection.applyBatch(tx, events, context);
          } finally {
            add(since);
          }
        },
        ...(settle
          ? {
              settle: async (tx, later) => {
                const since = performance.now();
                try {
                  await settle.call(projection, tx, later);
                } finally {
                  add(since);
                }
              },
            }
          : {}),
      };
    }
    return {
      ...projection,
      apply: async (tx, event) => {
        const since = performance.now();
        try {
          await projection.apply(tx, event);
        } finally {
          add(since);
        }
      },
    };
  });
}

interface Replayed {
  /** The last event replayed; null for an empty log. */
  position: bigint | null;
  events: number;
  setAside: Set<string>;
  /** Streams whose read models the replay changed (the tail's: their viewers are told at the swap). */
  streams: Set<string>;
}

/** A session that commits without waiting for the disk: a crash loses only the rebuild's schema, which the next one drops. */
async function noFlush(connection: DatabasePoolConnection): Promise<void> {
  await connection.query(sql.unsafe`SET synchronous_commit = off`);
}

/**
 * Replays the log after `from` into the rebuild schema through commitBatch, every projection
 * in one pass (a failing stream is set aside as the live projector does), the checkpoint
 * saved with each batch.
 */
async function replayInOne(
  shadow: DatabasePool,
  options: { store: EventStore; projections: readonly Projection[]; batchSize: number; log: ProjectorLog },
  from: ReadAllFrom,
): Promise<Replayed> {
  const index = indexProjections(options.projections);
  return shadow.connect(async (connection) => {
    await noFlush(connection);
    const replayed: Replayed = { position: null, events: 0, setAside: new Set(), streams: new Set() };
    const batches = { connection, projections: index, store: options.store, log: options.log, notify: false };
    for await (const batch of logBatches(options.store, options.batchSize, from)) {
      const result = await commitBatch(batches, batch);
      for (const row of result.setAside) replayed.setAside.add(row.stream);
      for (const stream of result.repaired) replayed.setAside.delete(stream);
      for (const stream of result.streams) replayed.streams.add(stream);
      replayed.events += batch.length;
      replayed.position = batch.at(-1)!.position;
    }
    return replayed;
  });
}

/**
 * Replays the whole log into the rebuild schema in lanes side by side: the log is read once and
 * each batch given to every lane, which applies it with its projections in a transaction of its
 * own connection. Answers null when a projection fails on the data: setting a stream aside holds
 * its events back from every projection, which only one pass does (replayInOne).
 */
async function replayInLanes(
  shadow: DatabasePool,
  options: { store: EventStore; lanes: Projection[][]; batchSize: number },
): Promise<Replayed | null> {
  const feed = new Broadcast<RecordedEvent[]>(options.lanes.length, AHEAD);
  let failed = false;
  const replayed: Replayed = { position: null, events: 0, setAside: new Set(), streams: new Set() };
  const read = async () => {
    try {
      for await (const batch of logBatches(options.store, options.batchSize, 'start')) {
        if (failed) return;
        await feed.add(batch);
        replayed.events += batch.length;
        replayed.position = batch.at(-1)!.position;
      }
    } finally {
      feed.end();
    }
  };
  const lane = (projections: Projection[], reader: number) =>
    shadow.connect(async (connection) => {
      await noFlush(connection);
      const index = indexProjections(projections);
      const later = new Later();
      let lastEvent: RecordedEvent | undefined;
      try {
        for (let batch = await feed.take(reader); batch && !failed; batch = await feed.take(reader)) {
          const events = batch;
          lastEvent = events.at(-1);
          await connection.transaction((tx) =>
            new ProjectionRun({ tx, projections: index, store: options.store, held: new Map(), isolate: false, later }).applyInLogOrder(
              events,
            ),
          );
        }
        if (failed) return;
        // What the projections left to the end (a record worked out once from every round): decision 0864.
        await connection.transaction(async (tx) => {
          for (const projection of projections) {
            if (!('applyBatch' in projection) || !projection.settle) continue;
            try {
              await projection.settle(tx, later);
            } catch (error) {
              throw lastEvent ? new ProjectionFailedError(projection, lastEvent, error, 'settling after') : error;
            }
          }
        });
      } catch (error) {
        failed = true;
        feed.end();
        throw error;
      }
    });
  const outcomes = await Promise.allSettled([read(), ...options.lanes.map(lane)]);
  const error = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected')?.reason as unknown;
  if (error !== undefined) {
    if (error instanceof ProjectionFailedError && isDataFault(error.cause)) return null;
    throw error;
  }
  if (replayed.position !== null) await saveProjectorCheckpoint(shadow, replayed.position);
  return replayed;
}

/** Drops what a rebuild left in its schema and migrates it afresh. */
async function freshRebuildSchema(shadow: DatabasePool): Promise<void> {
  await dropReadSchema(shadow, REBUILD_SCHEMA);
  await migrateReadDb(shadow, REBUILD_SCHEMA);
}

/**
 * Rebuilds schema `read` from the log beside the running app (decision 0860): the projections
 * replay the whole log into fresh tables of schema `read_rebuild` (in lanes side by side) while
 * the live projector and the app go on with the old ones. Then the live projector pauses (the
 * batch gate is closed), the rebuild replays what the log gained meanwhile, and one transaction
 * drops the old tables and renames the new schema to `read`, telling `read_model_changes`. The
 * live projector carries on after the rebuilt checkpoint, so the two never apply an event twice.
 */
export async function rebuildReadModels(options: RebuildOptions): Promise<RebuildResult> {
  const batchSize = options.batchSize ?? 20_000;
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new RangeError('batchSize must be a positive integer');
  const spent: Record<string, number> = {};
  const projections = options.profile ? timed(options.projections, spent) : [...options.projections];
  indexProjections(projections);
  const lanes = rebuildLanes(projections, options.lanes ?? 2);
  const log = options.log ?? silentLog;
  const started = performance.now();
  const shadow = await createReadPool(options.pool.configuration.connectionUri, {
    readSchema: REBUILD_SCHEMA,
    maximumPoolSize: lanes.length + 1,
  });
  try {
    return await options.pool.connect(async (gate) => {
      // One rebuild at a time: a second waits for the first, then rebuilds again.
      await gate.query(sql.unsafe`SELECT pg_advisory_lock(${GOLF_LOCK_NAMESPACE}, hashtext(${REBUILD_LOCK}))`);
      try {
        const replay = { store: options.store, projections, batchSize, log };
        await freshRebuildSchema(shadow);
        let head = await replayInLanes(shadow, { store: options.store, lanes, batchSize });
        if (!head) {
          log('warn', 'A projection failed in the rebuild; replaying in one pass to set the failing streams aside');
          await freshRebuildSchema(shadow);
          head = await replayInOne(shadow, replay, 'start');
        }
        await closeBatchGate(gate);
        const paused = performance.now();
        try {
          const tail = await replayInOne(shadow, replay, head.position ?? 'start');
          for (const stream of tail.setAside) head.setAside.add(stream);
          const position = tail.position ?? head.position;
          await gate.transaction(async (tx) => {
            await swapInReadSchema(tx, REBUILD_SCHEMA);
            if (position !== null) await notifyReadModelChange(tx, { position, streams: [...tail.streams] });
          });
          const events = head.events + tail.events;
          const ms = Math.round(performance.now() - started);
          const pausedMs = Math.round(performance.now() - paused);
          log('info', 'Read models rebuilt', { events, ms, pausedMs, position, lanes: lanes.length, setAside: [...head.setAside] });
          return {
            events,
            ms,
            pausedMs,
            setAside: [...head.setAside],
            ...(options.profile
              ? { projectionMs: Object.fromEntries(Object.entries(spent).map(([name, ms]) => [name, Math.round(ms)])) }
              : {}),
          };
        } finally {
          await openBatchGate(gate).catch(() => undefined);
        }
      } catch (error) {
        await dropReadSchema(gate, REBUILD_SCHEMA).catch(() => undefined);
        throw error;
      } finally {
        await gate.query(sql.unsafe`SELECT pg_advisory_unlock(${GOLF_LOCK_NAMESPACE}, hashtext(${REBUILD_LOCK}))`).catch(() => undefined);
      }
    });
  } finally {
    await shadow.end();
  }
}
