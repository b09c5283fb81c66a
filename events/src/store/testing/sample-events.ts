import { randomUUID } from 'node:crypto';
import type { EventMetadata, NewEvent } from '../event-store.ts';

/** Metadata of a test event; `occurredAt` is fixed so stored and sent events compare equal. */
export function sampleMetadata(overrides: Partial<EventMetadata> = {}): EventMetadata {
  return {
    userId: null,
    commandId: randomUUID(),
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: '2025-06-01T08:00:00.000Z',
    client: 'test',
    schemaVersion: 1,
    ...overrides,
  };
}

/** A new event for store tests, with a fresh id. */
export function sampleEvent(type = 'TestHappened', data: unknown = { n: 1 }): NewEvent {
  return { id: randomUUID(), type, data, metadata: sampleMetadata() };
}

/** `count` sample events whose data numbers them from `from`. */
export function sampleEvents(count: number, from = 0): NewEvent[] {
  return Array.from({ length: count }, (_, index) => sampleEvent('TestHappened', { n: from + index }));
}

/** A stream name no other test uses, so suites can share a store. */
export function uniqueStream(prefix = 'test'): string {
  return `${prefix}-${randomUUID()}`;
}
