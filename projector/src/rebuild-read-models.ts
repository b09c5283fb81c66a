import type { DatabasePool } from 'slonik';
import type { EventStore } from '@golf/events';
import {
  createReadPool,
  dropReadSchema,
  GOLF_LOCK_NAMESPACE,
  migrateReadDb,
  notifyReadModelChange,
  REBUILD_SCHEMA,
  swapInReadSchema,
} from '@golf/read-db';
import { sql } from 'slonik';
import { indexProjections, type Projection } from './projection.ts';
import { closeBatchGate, openBatchGate } from './projector-locks.ts';
import { silentLog, type ProjectorLog } from './projector-log.ts';
import { rebuildLanes } from './rebuild-lanes.ts';
import { replayInLanes, replayInOne } from './rebuild-replay.ts';
import { timed } from './rebuild-timing.ts';

const REBUILD_LOCK = 'projector:read-models:rebuild';

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
