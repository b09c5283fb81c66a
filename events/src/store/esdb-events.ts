import {
  ANY,
  NO_STREAM,
  jsonEvent,
  type AppendExpectedRevision,
  type CurrentRevision,
  type EventData,
  type JSONType,
  type Position,
  type ResolvedEvent,
  type AllStreamResolvedEvent,
} from '@eventstore/db-client';
import type { EventMetadata, ExpectedRevision, NewEvent, RecordedEvent } from './event-store.ts';

/** Our expected revision in EventStoreDB's terms (the same meanings, other spellings). */
export function toEsdbExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'any') return ANY;
  return expected;
}

export function fromEsdbCurrentRevision(actual: CurrentRevision): bigint | 'no_stream' {
  return actual === NO_STREAM ? 'no_stream' : BigInt(actual);
}

export function toEsdbEventData(event: NewEvent): EventData {
  return jsonEvent({
    id: event.id.toLowerCase(),
    type: event.type,
    data: (event.data ?? null) as JSONType,
    metadata: event.metadata,
  });
}

/** EventStoreDB's own streams and events ($-prefixed: links, stats, metadata) are not ours. */
export function isSystemRecord(record: { streamId: string; type: string }): boolean {
  return record.streamId.startsWith('$') || record.type.startsWith('$');
}

/**
 * Our event from an ESDB read, or undefined for system records. `position` is the commit
 * position in the transaction log (ESDB 22.6+ reports it on stream reads too).
 */
export function fromEsdbEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | undefined {
  const event = resolved.event;
  if (!event || isSystemRecord(event)) return undefined;
  const commit = event.position?.commit ?? resolved.commitPosition;
  if (commit === undefined) {
    throw new Error(`EventStoreDB gave no position for ${event.streamId}@${event.revision}: version 22.6 or later is needed`);
  }
  return {
    id: event.id,
    type: event.type,
    data: event.isJson ? event.data : decodeJson(event.data as Uint8Array),
    metadata: (isPlainObject(event.metadata) ? event.metadata : {}) as unknown as EventMetadata,
    stream: event.streamId,
    revision: event.revision,
    position: commit,
    recordedAt: event.created,
  };
}

/** Lexicographic order of log positions; reads resume after the last one seen. */
export function positionAfter(a: Position, b: Position): boolean {
  return a.commit > b.commit || (a.commit === b.commit && a.prepare > b.prepare);
}

function decodeJson(bytes: Uint8Array): unknown {
  const text = Buffer.from(bytes).toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);
}
