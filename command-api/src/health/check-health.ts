import { sql, type DatabasePool } from 'slonik';
import type { EventStore } from '@golf/events';
import type { HealthView } from '@golf/contracts';
import { getProjectorCheckpoint } from '@golf/read-db';
import { logHeadAfter } from '../commands/log-head.ts';
import type { AppQueues } from '../jobs/queues.ts';

/** A probe that takes longer than this counts as failed: a health check must answer quickly. */
const PROBE_TIMEOUT_MS = 1500;
/** Events read past the checkpoint to find the head; beyond this the lag is reported as at least this. */
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

/** Probes the event store, the database, Redis and the projector's progress. */
export async function checkHealth(deps: { store: EventStore; pool: DatabasePool; queues: AppQueues }): Promise<HealthView> {
  const [readDb, redis] = await Promise.all([
    probe(async () => {
      await deps.pool.query(sql.unsafe`SELECT 1`);
      return getProjectorCheckpoint(deps.pool);
    }),
    probe(() => deps.queues.redis.ping()),
  ]);
  const checkpoint = readDb.ok ? readDb.value : null;
  const log = await probe(() => logHeadAfter(deps.store, checkpoint ?? 0n, MAX_LAG_COUNTED));
  const allOk = readDb.ok && redis.ok && log.ok;
  return {
    status: allOk ? 'ok' : 'degraded',
    eventStore: log.ok ? 'ok' : 'error',
    readDb: readDb.ok ? 'ok' : 'error',
    redis: redis.ok ? 'ok' : 'error',
    projector: {
      checkpoint: checkpoint === null ? null : checkpoint.toString(),
      head: log.ok ? log.value.head.toString() : null,
      lag: log.ok && checkpoint !== null ? log.value.lag : null,
    },
  };
}
