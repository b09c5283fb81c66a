import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { READ_MODELS_PROJECTOR } from './projector-checkpoint.ts';

/** The PostgreSQL NOTIFY channel the projector signals after each committed batch. */
export const READ_MODEL_CHANGES_CHANNEL = 'read_model_changes';

/**
 * What one committed batch changed: the checkpoint it reached and the streams (e.g. `game-…`)
 * whose events it applied, so the API can push live updates for exactly those games.
 */
export interface ReadModelChange {
  position: bigint;
  streams: string[];
}

/** PostgreSQL rejects NOTIFY payloads of 8000 bytes or more; stay well below. */
const MAX_PAYLOAD_BYTES = 7800;

const payloadSchema = z.object({
  position: z.string().regex(/^\d+$/),
  streams: z.array(z.string()),
});

function encode(position: bigint, streams: string[]): string {
  // position travels as a decimal string: JSON numbers lose precision past 2^53.
  return JSON.stringify({ position: position.toString(), streams });
}

/**
 * The NOTIFY payloads for one change: JSON `{ "position": "<decimal>", "streams": [...] }`,
 * split over several payloads with the same position when the stream list is too long for one.
 * A stream name too long to fit any payload is left out (ours are ~45 bytes).
 */
export function encodeReadModelChange(change: ReadModelChange): string[] {
  const payloads: string[] = [];
  let streams: string[] = [];
  for (const stream of change.streams) {
    if (Buffer.byteLength(encode(change.position, [stream])) > MAX_PAYLOAD_BYTES) continue;
    if (Buffer.byteLength(encode(change.position, [...streams, stream])) > MAX_PAYLOAD_BYTES) {
      payloads.push(encode(change.position, streams));
      streams = [];
    }
    streams.push(stream);
  }
  if (streams.length > 0 || payloads.length === 0) payloads.push(encode(change.position, streams));
  return payloads;
}

/** Reads one payload of the channel; null for anything that is not one of ours. */
export function parseReadModelChange(payload: string | undefined): ReadModelChange | null {
  if (!payload) return null;
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success) return null;
  return { position: BigInt(parsed.data.position), streams: parsed.data.streams };
}

/** Queues the change's notifications in `tx`; PostgreSQL delivers them only if `tx` commits. */
export async function notifyReadModelChange(tx: CommonQueryMethods, change: ReadModelChange): Promise<void> {
  for (const payload of encodeReadModelChange(change)) {
    await tx.query(sql.unsafe`SELECT pg_notify(${READ_MODEL_CHANGES_CHANNEL}, ${payload})`);
  }
}

/**
 * saveProjectorCheckpoint and, unless `notify` is false, notifyReadModelChange in one statement:
 * one round trip of the batch's transaction instead of two (decision 0857). PostgreSQL delivers
 * the notifications only if the transaction commits, as before.
 */
export async function saveCheckpointAndNotify(tx: CommonQueryMethods, change: ReadModelChange, notify = true): Promise<void> {
  const payloads = notify ? encodeReadModelChange(change) : [];
  await tx.query(sql.unsafe`
    WITH saved AS (
      INSERT INTO read.projector_checkpoint (name, position, updated_at)
      VALUES (${READ_MODELS_PROJECTOR}, ${change.position}, now())
      ON CONFLICT (name) DO UPDATE SET position = EXCLUDED.position, updated_at = EXCLUDED.updated_at
    )
    SELECT pg_notify(${READ_MODEL_CHANGES_CHANNEL}, payload) FROM unnest(${sql.array(payloads, 'text')}) AS payload
  `);
}
