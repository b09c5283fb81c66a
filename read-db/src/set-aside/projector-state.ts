import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { READ_MODELS_PROJECTOR } from '../checkpoint/projector-checkpoint.ts';
import type { SetAsideStreamRow } from './set-aside-rows.ts';

/** A stream the projector holds back: its events from `fromPosition` on wait. */
export interface HeldStream {
  fromPosition: bigint;
  retries: number;
}

/** What a batch starts from: the checkpoint (null before the first batch) and the streams set aside. */
export interface ProjectorState {
  checkpoint: bigint | null;
  setAside: Map<string, HeldStream>;
}

const StateRow = z.object({
  position: z.bigint(),
  setAside: z.array(z.object({ stream: z.string(), fromPosition: z.string(), retries: z.number() })),
});

/**
 * Inside the projector's batch transaction, in one round trip: the stored checkpoint, row-locked
 * until commit (two writers can never both advance it from the same place), and the streams set
 * aside. Set-aside rows are only ever written with the checkpoint, so none exist before it does.
 */
export async function lockProjectorState(tx: CommonQueryMethods, projector: string = READ_MODELS_PROJECTOR): Promise<ProjectorState> {
  const row = await tx.maybeOne(sql.type(StateRow)`
    SELECT c.position, coalesce((
      SELECT json_agg(json_build_object('stream', s.stream, 'fromPosition', s.from_position::text, 'retries', s.retries))
      FROM read.set_aside_streams s), '[]') AS "setAside"
    FROM read.projector_checkpoint c WHERE c.name = ${projector} FOR UPDATE OF c
  `);
  const setAside = new Map<string, HeldStream>();
  for (const held of row?.setAside ?? []) setAside.set(held.stream, { fromPosition: BigInt(held.fromPosition), retries: held.retries });
  return { checkpoint: row?.position ?? null, setAside };
}

/** Records streams set aside (or set aside again, after a retry met a failure), replacing their rows. */
export async function saveSetAsideStreams(tx: CommonQueryMethods, rows: readonly SetAsideStreamRow[]): Promise<void> {
  if (rows.length === 0) return;
  const records = rows.map((row) => ({
    stream: row.stream,
    kind: row.kind,
    stream_id: row.streamId,
    from_position: String(row.fromPosition),
    event_id: row.eventId,
    event_type: row.eventType,
    event_recorded_at: row.eventRecordedAt,
    projection: row.projection,
    error: row.error,
    retries: row.retries,
    last_retry_at: row.lastRetryAt,
  }));
  await tx.query(sql.unsafe`
    INSERT INTO read.set_aside_streams
      (stream, kind, stream_id, from_position, event_id, event_type, event_recorded_at, projection, error, retries, last_retry_at)
    SELECT stream, kind, stream_id, from_position::bigint, event_id, event_type, event_recorded_at, projection, error, retries, last_retry_at
    FROM json_to_recordset(${JSON.stringify(records)}::json) AS r(stream text, kind text, stream_id text, from_position text,
      event_id uuid, event_type text, event_recorded_at timestamptz, projection text, error text, retries int, last_retry_at timestamptz)
    ON CONFLICT (stream) DO UPDATE SET
      kind = EXCLUDED.kind, stream_id = EXCLUDED.stream_id, from_position = EXCLUDED.from_position, event_id = EXCLUDED.event_id,
      event_type = EXCLUDED.event_type, event_recorded_at = EXCLUDED.event_recorded_at, projection = EXCLUDED.projection,
      error = EXCLUDED.error, retries = EXCLUDED.retries, last_retry_at = EXCLUDED.last_retry_at
  `);
}

/** Streams projected again in full: they leave the list. */
export async function removeSetAsideStreams(tx: CommonQueryMethods, streams: readonly string[]): Promise<void> {
  if (streams.length === 0) return;
  await tx.query(sql.unsafe`DELETE FROM read.set_aside_streams WHERE stream = ANY(${sql.array([...streams], 'text')})`);
}
