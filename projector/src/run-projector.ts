import type { DatabasePool, DatabasePoolConnection, DatabaseTransactionConnection } from 'slonik';
import type { EventStore, RecordedEvent, Subscription } from '@golf/events';
import { readProjectorCheckpoint } from '@golf/read-db';
import { indexProjections, type Projection, type ProjectionIndex } from './projection.ts';
import { changesReadModels, moveCheckpointPast, commitBatch } from './commit-batch.ts';
import {
  enterBatchGateLockingState,
  RebuildInProgressError,
  releaseProjectorLock,
  tryEnterBatchGate,
  tryTakeProjectorLock,
} from './projector-locks.ts';
import { errorMessage, silentLog, type ProjectorLog } from './projector-log.ts';
import { interruptibleSleep } from './interruptible-sleep.ts';

export interface RunProjectorOptions {
  store: EventStore;
  pool: DatabasePool;
  projections: readonly Projection[];
  /** Events per transaction at most. */
  batchSize?: number;
  log?: ProjectorLog;
  /** Pause between attempts to take the projector lock, and the first delay after a failure. */
  retryMs?: number;
  /** Told whenever the checkpoint moves or the lock is taken or lost (a projector thread reports them to its owner). */
  onState?: (state: { position: bigint; active: boolean }) => void;
}

export interface RunningProjector {
  /** Closes the subscription after the batch in flight, releases the lock; resolves when all is done. */
  stop(): Promise<void>;
  /** The checkpoint this instance last read or committed (0n before the first event). */
  position(): bigint;
  /** True while this instance holds the projector lock (only one process does at a time). */
  isActive(): boolean;
}

const MAX_RETRY_MS = 30_000;

/**
 * Runs the catch-up projector until stopped. It takes the projector lock (retrying while another
 * process holds it), subscribes to all events after the checkpoint, and applies each batch with
 * `commitBatch` in one transaction on the lock's own connection: if that connection dies, so does
 * the lock, and nothing more is written by this instance. A stream a projection cannot apply is
 * set aside and the others go on (set-aside/); other failures are logged and retried with
 * backoff from the committed checkpoint; a rebuild in progress pauses it.
 */
export async function runProjector(options: RunProjectorOptions): Promise<RunningProjector> {
  const index = indexProjections(options.projections);
  const batchSize = options.batchSize ?? 500;
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new RangeError('batchSize must be a positive integer');
  const log = options.log ?? silentLog;
  const retryMs = options.retryMs ?? 1000;
  const stopping = new AbortController();
  const state = { position: 0n, active: false, subscription: null as Subscription | null };

  const session = (connection: DatabasePoolConnection) =>
    runSession({ ...options, connection, index, batchSize, log, retryMs, signal: stopping.signal, state });

  const loop = (async () => {
    let failures = 0;
    let pausedForRebuild = false;
    while (!stopping.signal.aborted) {
      try {
        await options.pool.connect(session);
        failures = 0;
      } catch (error) {
        if (stopping.signal.aborted) break;
        if (error instanceof RebuildInProgressError) {
          if (!pausedForRebuild) log('info', 'Paused while the read models are rebuilt');
          pausedForRebuild = true;
          await interruptibleSleep(retryMs, stopping.signal);
          continue;
        }
        pausedForRebuild = false;
        failures += 1;
        const delay = Math.min(retryMs * 2 ** (failures - 1), MAX_RETRY_MS);
        log('error', 'Projector failed; retrying from the checkpoint', { error: errorMessage(error), retryInMs: delay });
        await interruptibleSleep(delay, stopping.signal);
      }
    }
  })();

  return {
    async stop() {
      stopping.abort();
      await state.subscription?.close().catch(() => undefined);
      await loop;
    },
    position: () => state.position,
    isActive: () => state.active,
  };
}

interface SessionContext extends RunProjectorOptions {
  connection: DatabasePoolConnection;
  index: ProjectionIndex;
  batchSize: number;
  log: ProjectorLog;
  retryMs: number;
  signal: AbortSignal;
  state: { position: bigint; active: boolean; subscription: Subscription | null };
}

/** One hold of the projector lock on one connection: wait for it, then project until stopped or failed. */
async function runSession(context: SessionContext): Promise<void> {
  const { connection, signal, state, log } = context;
  let waitingLogged = false;
  let locked = false;
  try {
    while (!signal.aborted && !(locked = await tryTakeProjectorLock(connection))) {
      if (!waitingLogged) log('info', 'Another projector is active; waiting for its lock');
      waitingLogged = true;
      await interruptibleSleep(context.retryMs, signal);
    }
    if (!locked || signal.aborted) return;
    state.active = true;
    context.onState?.({ position: state.position, active: true });
    const checkpoint = await connection.transaction(async (tx) => {
      if (!(await tryEnterBatchGate(tx))) throw new RebuildInProgressError();
      return readProjectorCheckpoint(tx);
    });
    state.position = checkpoint ?? 0n;
    context.onState?.({ position: state.position, active: true });
    log('info', 'Projector active', { fromPosition: state.position });
    let inFlight: Promise<void> = Promise.resolve();
    const enter = (tx: DatabaseTransactionConnection) => enterBatchGateLockingState(tx);
    const batches = { connection, projections: context.index, store: context.store, enter, log };
    // A batch no projection handles moves the checkpoint in one statement (commit-batch.ts,
    // decision 0530); one without a checkpoint row yet runs as any other, which creates it.
    const commitDelivered = async (events: RecordedEvent[]): Promise<bigint | null> => {
      if (!changesReadModels(context.index, events)) {
        const last = events.at(-1)!.position;
        const outcome = await moveCheckpointPast(connection, last);
        if (outcome === 'gate-closed') throw new RebuildInProgressError();
        if (outcome === 'moved') return last;
        if (outcome === 'behind') return null;
      }
      return (await commitBatch(batches, events)).position;
    };
    const onDelivered = async (events: RecordedEvent[]) => {
      const position = await commitDelivered(events);
      if (position !== null) {
        state.position = position;
        context.onState?.({ position: state.position, active: true });
      }
    };
    const subscription = context.store.subscribeAll({ fromPosition: checkpoint ?? 'start', batchSize: context.batchSize }, (events) => {
      inFlight = onDelivered(events);
      return inFlight;
    });
    state.subscription = subscription;
    if (signal.aborted) await subscription.close();
    try {
      await subscription.done;
    } finally {
      await subscription.close().catch(() => undefined);
      await inFlight.catch(() => undefined);
    }
  } finally {
    state.active = false;
    state.subscription = null;
    context.onState?.({ position: state.position, active: false });
    if (locked) await releaseProjectorLock(connection).catch(() => undefined);
  }
}
