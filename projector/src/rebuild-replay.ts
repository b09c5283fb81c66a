import type { DatabasePool, DatabasePoolConnection } from 'slonik';
import type { EventStore, ReadAllFrom, RecordedEvent } from '@golf/events';
import { saveProjectorCheckpoint } from '@golf/read-db';
import { sql } from 'slonik';
import { indexProjections, Later, ProjectionFailedError, type Projection } from './projection.ts';
import { commitBatch } from './commit-batch.ts';
import { ProjectionRun } from './apply-to-projections.ts';
import { GameFolds } from './game-folds.ts';
import type { ProjectorLog } from './projector-log.ts';
import { Broadcast } from './rebuild-lanes.ts';
import { logBatches } from './rebuild-log-batches.ts';
import { isDataFault } from './set-aside/data-fault.ts';

/** Batches read ahead of the slowest lane. */
const AHEAD = 2;

export interface Replayed {
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
export async function replayInOne(
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
export async function replayInLanes(
  shadow: DatabasePool,
  options: { store: EventStore; lanes: Projection[][]; batchSize: number },
): Promise<Replayed | null> {
  const feed = new Broadcast<RecordedEvent[]>(options.lanes.length, AHEAD);
  // Every lane's games folded once (decision 0814).
  const folds = new GameFolds();
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
            new ProjectionRun({
              tx,
              projections: index,
              store: options.store,
              held: new Map(),
              isolate: false,
              later,
              folds,
            }).applyInLogOrder(events),
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
