import { sql, type DatabasePool } from 'slonik';
import type { EventStore } from '@golf/events';
import type { HealthView } from '@golf/contracts';
import { getProjectorCheckpoint } from '@golf/read-db';
import type { AppQueues } from '../jobs/queues.ts';
import { describeHealth } from './health-parts.ts';

/** A probe that takes longer than this counts as failed: a health check must answer quickly. */
const PROBE_TIMEOUT_MS = 1500;
/** Events counted past the checkpoint; beyond this the lag is reported as this (at least). */
const MAX_LAG_COUNTED = 10_000;

async function probe<T>(check: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), PROBE_TIMEOUT_MS);
  });
  try {
    return { ok: true, value: await Promise.race([check(), timeout]) };
  } catch {
    return { ok: false };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The newest position in the log and how many events lie between the checkpoint and it. The lag
 * is a count, not a difference of positions: positions have gaps (a rolled-back append in
 * PostgreSQL; EventStoreDB's are byte offsets in its log). No checkpoint yet: every event counts.
 */
async function headAndLag(store: EventStore, checkpoint: bigint | null): Promise<{ head: bigint | null; lag: number }> {
  const head = await store.headPosition();
  if (head === null || (checkpoint !== null && head <= checkpoint)) return { head, lag: 0 };
  return { head, lag: await store.countAll({ fromPosition: checkpoint ?? 'start', toPosition: head, limit: MAX_LAG_COUNTED }) };
}

export interface HealthDeps {
  store: EventStore;
  pool: DatabasePool;
  queues: AppQueues;
  config: { EVENTSTORE_URL?: string | undefined };
}

/** Probes the event store, the database, Redis and the projector's progress. */
export async function checkHealth(deps: HealthDeps): Promise<HealthView> {
  const [readDb, redis] = await Promise.all([
    probe(async () => {
      await deps.pool.query(sql.unsafe`SELECT 1`);
      return getProjectorCheckpoint(deps.pool);
    }),
    probe(() => deps.queues.redis.ping()),
  ]);
  const checkpoint = readDb.ok ? readDb.value : null;
  const log = await probe(() => headAndLag(deps.store, checkpoint));
  const lag = log.ok && readDb.ok ? log.value.lag : null;
  const described = describeHealth({
    eventStore: log.ok,
    readDb: readDb.ok,
    redis: redis.ok,
    lag,
    eventStoreKind: deps.config.EVENTSTORE_URL ? 'eventstoredb' : 'postgres',
  });
  return {
    ...described,
    eventStore: log.ok ? 'ok' : 'error',
    readDb: readDb.ok ? 'ok' : 'error',
    redis: redis.ok ? 'ok' : 'error',
    projector: {
      checkpoint: checkpoint === null ? null : checkpoint.toString(),
      head: log.ok && log.value.head !== null ? log.value.head.toString() : null,
      lag,
    },
  };
}
