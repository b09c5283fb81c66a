import { createEventStore } from '@golf/events/store';
import { createReadPool, migrateReadDb } from '@golf/read-db';
import type { Projection } from './projection.ts';
import { projections as allProjections } from './projections.ts';
import { runProjector, type RunningProjector } from './run-projector.ts';
import { silentLog, type ProjectorLog } from './projector-log.ts';
import { startProjectorThread } from './projector-thread.ts';

export interface ProjectorServiceOptions {
  databaseUrl: string;
  /** EventStoreDB connection string; without it the event log is in the PostgreSQL of `databaseUrl`. */
  eventStoreUrl?: string | undefined;
  projections?: readonly Projection[];
  batchSize?: number;
  log?: ProjectorLog;
  /**
   * `worker` (the default): on a worker thread of this process, so it never shares an event
   * loop with the API that `npm start` runs beside it (projector-thread.ts); it then runs every
   * projection. `main`: on this thread, for a process of its own (main.ts) and the thread itself.
   */
  thread?: 'worker' | 'main';
  /** On this thread only: told whenever the checkpoint moves or the lock is taken or lost. */
  onState?: (state: { position: bigint; active: boolean }) => void;
}

export interface ProjectorService {
  projector: RunningProjector;
  /** Stops projecting, then closes the pool and the store. */
  stop(): Promise<void>;
}

/**
 * The projector with everything it needs: the event store, a small read pool, and the read
 * schema migrated. Used by `main.ts` (its own process) and by `npm start` (in the app process).
 */
export async function startProjectorService(options: ProjectorServiceOptions): Promise<ProjectorService> {
  const log = options.log ?? silentLog;
  if ((options.thread ?? 'worker') === 'worker') {
    if (options.projections) throw new RangeError('A projector thread runs every projection: pass thread "main" to choose them');
    return startProjectorThread(
      { databaseUrl: options.databaseUrl, eventStoreUrl: options.eventStoreUrl, batchSize: options.batchSize },
      log,
    );
  }
  const store = await createEventStore({ databaseUrl: options.databaseUrl, eventStoreUrl: options.eventStoreUrl });
  // The running projector holds one connection (its lock and its batches); migrations open their own.
  const pool = await createReadPool(options.databaseUrl, { maximumPoolSize: 2 }).catch(async (error: unknown) => {
    await store.close();
    throw error;
  });
  try {
    const { applied } = await migrateReadDb(pool);
    if (applied.length > 0) log('info', 'Read schema migrated', { applied });
    const projector = await runProjector({
      store,
      pool,
      projections: options.projections ?? allProjections,
      ...(options.batchSize === undefined ? {} : { batchSize: options.batchSize }),
      ...(options.onState ? { onState: options.onState } : {}),
      log,
    });
    return {
      projector,
      async stop() {
        await projector.stop();
        await pool.end();
        await store.close();
      },
    };
  } catch (error) {
    await pool.end();
    await store.close();
    throw error;
  }
}
