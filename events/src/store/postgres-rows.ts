import type { EventMetadata, RecordedEvent } from './event-store.ts';

/** Columns every read selects; node-postgres returns int8 as strings, converted here exactly. */
export const eventColumns = 'position, stream, revision, id, type, data, metadata, recorded_at';

export interface EventRow {
  position: string;
  stream: string;
  revision: string;
  id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date;
}

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    id: row.id,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    stream: row.stream,
    revision: BigInt(row.revision),
    position: BigInt(row.position),
    recordedAt: row.recorded_at,
  };
}
