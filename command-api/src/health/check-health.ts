import { sql, type DatabasePool } from 'slonik';
import type { EventStore } from '@golf/events';
import type { HealthView } from '@golf/contracts';
import { getProjectorProgress, listSetAsideStreams, type ProjectorProgress } from '@golf/read-db';
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

const seconds = (from: string | Date, to: string) => Math.max(0, Math.floor((Date.parse(to) - new Date(from).getTime()) / 1000));

/**
 * The newest position in the log and how many events lie between the checkpoint and it. The lag
 * is a count, not a difference of positions: positions have gaps (a rolled-back append in
 * PostgreSQL; EventStoreDB's are byte offsets in its log). No checkpoint yet: every event counts.
 * While events wait, `stalledSeconds`: how long the projector has stood still with them
 * waiting, by the database's clock: since the checkpoint last moved, or since the oldest waiting
 * event was written when that is later (a projector idle for an hour is not stalled by the
 * event written a moment ago).
 */
async function headAndLag(
  store: EventStore,
  progress: ProjectorProgress | null,
): Promise<{ head: bigint | null; lag: number; stalledSeconds: number | null }> {
  const checkpoint = progress?.checkpoint ?? null;
  const head = await store.headPosition();
  if (head === null || (checkpoint !== null && head <= checkpoint)) return { head, lag: 0, stalledSeconds: null };
  const from = checkpoint ?? 'start';
  const [lag, [oldest]] = await Promise.all([
    store.countAll({ fromPosition: from, toPosition: head, limit: MAX_LAG_COUNTED }),
    store.readAll({ fromPosition: from, limit: 1 }),
  ]);
  if (!progress || !oldest) return { head, lag, stalledSeconds: null };
  const waited = seconds(oldest.recordedAt, progress.now);
  const stood = progress.movedAt === null ? waited : seconds(progress.movedAt, progress.now);
  return { head, lag, stalledSeconds: Math.min(waited, stood) };
}

export interface HealthDeps {
  store: EventStore;
  pool: DatabasePool;
  queues: AppQueues;
  config: { EVENTSTORE_URL?: string | undefined; PROJECTOR_STALL_SECONDS: number };
}

/** Probes the event store, the database, Redis, the projector's progress and the streams it set aside. */
export async function checkHealth(deps: HealthDeps): Promise<HealthView> {
  const [readDb, redis] = await Promise.all([
    probe(async () => {
      await deps.pool.query(sql.unsafe`SELECT 1`);
      const [progress, setAside] = await Promise.all([getProjectorProgress(deps.pool), listSetAsideStreams(deps.pool)]);
      return { progress, setAside };
    }),
    probe(() => deps.queues.redis.ping()),
  ]);
  const checkpoint = readDb.ok ? readDb.value.progress.checkpoint : null;
  const log = await probe(() => headAndLag(deps.store, readDb.ok ? readDb.value.progress : null));
  const lag = log.ok && readDb.ok ? log.value.lag : null;
  const stalledSeconds = log.ok && readDb.ok ? log.value.stalledSeconds : null;
  const setAside = readDb.ok ? readDb.value.setAside : null;
  const described = describeHealth({
    eventStore: log.ok,
    readDb: readDb.ok,
    redis: redis.ok,
    lag,
    stalledSeconds,
    stallLimitSeconds: deps.config.PROJECTOR_STALL_SECONDS,
    setAside,
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
      stalledSeconds,
    },
    setAside: (setAside ?? []).map((row) => ({
      stream: row.stream,
      name: row.name,
      eventType: row.eventType,
      position: row.fromPosition.toString(),
      error: row.error,
      since: row.eventRecordedAt,
    })),
  };
}
