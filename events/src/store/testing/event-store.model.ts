import type { ExpectedRevision } from '../event-store.ts';

/** What an append should do, in the model's terms (positions are the store's business). */
export type ModelOutcome =
  | { kind: 'appended'; nextExpectedRevision: bigint }
  | { kind: 'retried'; nextExpectedRevision: bigint }
  | { kind: 'conflict'; actual: bigint | 'no_stream' }
  | { kind: 'id_conflict' };

interface ModelEvent {
  id: string;
  stream: string;
  revision: bigint;
}

/**
 * A tiny in-memory event store: the rules of the EventStore port without I/O, against which the
 * model-based test checks the PostgreSQL adapter. Global order is append order.
 */
export class EventStoreModel {
  private readonly log: ModelEvent[] = [];
  private readonly byId = new Map<string, ModelEvent>();

  append(stream: string, ids: readonly string[], expected: ExpectedRevision): ModelOutcome {
    const stored = ids.map((id) => this.byId.get(id)).filter((event) => event !== undefined);
    if (stored.length === ids.length && stored.every((event) => event.stream === stream)) {
      return { kind: 'retried', nextExpectedRevision: stored.reduce((max, e) => (e.revision > max ? e.revision : max), -1n) };
    }
    if (stored.length > 0) return { kind: 'id_conflict' };
    const last = this.lastRevision(stream);
    const matches = expected === 'any' || (expected === 'no_stream' ? last === -1n : expected === last);
    if (!matches) return { kind: 'conflict', actual: last === -1n ? 'no_stream' : last };
    ids.forEach((id, index) => {
      const event = { id, stream, revision: last + 1n + BigInt(index) };
      this.log.push(event);
      this.byId.set(id, event);
    });
    return { kind: 'appended', nextExpectedRevision: last + BigInt(ids.length) };
  }

  /** -1n when the stream has no events. */
  lastRevision(stream: string): bigint {
    return this.readStream(stream).at(-1)?.revision ?? -1n;
  }

  /** The stream's events from `fromRevision` on (all of them when it is left out). */
  readStream(stream: string, fromRevision = 0n): ModelEvent[] {
    return this.log.filter((event) => event.stream === stream && event.revision >= fromRevision);
  }

  readAll(): ModelEvent[] {
    return [...this.log];
  }

  /** The newest event (the store reports its position as the head); undefined for an empty log. */
  head(): ModelEvent | undefined {
    return this.log.at(-1);
  }
}
