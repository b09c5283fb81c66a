import { sql, type CommonQueryMethods, type FragmentSqlToken } from 'slonik';
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
  held: z.record(z.string(), z.object({ from: z.string(), retries: z.number() })),
});

/**
 * Inside the projector's batch transaction: the stored checkpoint, row-locked until commit (two
 * writers can never both advance it from the same place), and the streams set aside, kept on the
 * same row (`held`), so a batch reads them in the query it runs anyway. None before the first batch.
 */
export async function lockProjectorState(tx: CommonQueryMethods, projector: string = READ_MODELS_PROJECTOR): Promise<ProjectorState> {
  const row = await tx.maybeOne(sql.type(StateRow)`
    SELECT position, held FROM read.projector_checkpoint WHERE name = ${projector} FOR UPDATE
  `);
  return stateOf(row);
}

function stateOf(row: z.infer<typeof StateRow> | null): ProjectorState {
  const setAside = new Map<string, HeldStream>();
  for (const [stream, held] of Object.entries(row?.held ?? {}))
    setAside.set(stream, { fromPosition: BigInt(held.from), retries: held.retries });
  return { checkpoint: row?.position ?? null, setAside };
}

const GatedStateRow = z.object({ open: z.boolean(), position: z.bigint().nullable(), held: StateRow.shape.held.nullable() });

/**
 * lockProjectorState behind a gate, in one statement (one round trip fewer for every batch,
 * decision 0873): `gate`, a boolean expression that takes a transaction lock (the live projector's
 * batch gate), is evaluated first; only when it is true is the checkpoint row locked and read.
 * Null when the gate is closed: nothing else was locked.
 */
export async function lockProjectorStateBehind(
  tx: CommonQueryMethods,
  gate: FragmentSqlToken,
  projector: string = READ_MODELS_PROJECTOR,
): Promise<ProjectorState | null> {
  const row = await tx.one(sql.type(GatedStateRow)`
    WITH gate AS MATERIALIZED (SELECT ${gate} AS open)
    SELECT gate.open, c.position, c.held FROM gate
    LEFT JOIN LATERAL (
      SELECT position, held FROM read.projector_checkpoint WHERE name = ${projector} AND gate.open FOR UPDATE
    ) c ON true
  `);
  if (!row.open) return null;
  return stateOf(row.position === null ? null : { position: row.position, held: row.held ?? {} });
}

/** After the checkpoint is saved in the batch: the streams now set aside, when the batch changed them. */
export async function saveHeldStreams(
  tx: CommonQueryMethods,
  held: ReadonlyMap<string, HeldStream>,
  projector: string = READ_MODELS_PROJECTOR,
): Promise<void> {
  const record = Object.fromEntries(
    [...held].map(([stream, { fromPosition, retries }]) => [stream, { from: String(fromPosition), retries }]),
  );
  await tx.query(sql.unsafe`UPDATE read.projector_checkpoint SET held = ${JSON.stringify(record)}::jsonb WHERE name = ${projector}`);
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
