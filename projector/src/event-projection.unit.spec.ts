import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEvent, type EventMetadata } from '@golf/events';
import type { DatabaseTransactionConnection } from 'slonik';
import { eventProjection } from './event-projection.ts';

/** Version 1 called the name `title`. */
const fromTitle = (data: unknown, fromVersion: number) => {
  if (fromVersion >= 2 || typeof data !== 'object' || data === null) return data;
  const { title, ...rest } = data as Record<string, unknown>;
  return { ...rest, name: title };
};
const Renamed = defineEvent('Renamed', 2, z.object({ id: z.string(), name: z.string() }), fromTitle);
const Removed = defineEvent('Removed', 1, z.object({ id: z.string() }));

const metadata = (schemaVersion: number): EventMetadata => ({
  userId: null,
  commandId: 'c',
  correlationId: 'c',
  causationId: null,
  occurredAt: '2026-01-01T00:00:00.000Z',
  client: null,
  schemaVersion,
});
const recorded = (type: string, data: unknown, schemaVersion = 1) => ({
  id: 'e',
  stream: 's',
  type,
  data,
  metadata: metadata(schemaVersion),
  revision: 0n,
  position: 1n,
  recordedAt: new Date(0),
});
/** The handlers below never touch the transaction. */
const tx = {} as DatabaseTransactionConnection;

describe('a projection of one event at a time', () => {
  const seen: string[] = [];
  const projection = eventProjection('names', [Renamed, Removed] as const, {
    Renamed: async (_tx, event) => void seen.push(`renamed ${event.data.id} ${event.data.name}`),
    Removed: async (_tx, event) => void seen.push(`removed ${event.data.id}`),
  });

  it('handles the types of its definitions', () => {
    expect(projection.name).toBe('names');
    expect(projection.handles).toEqual(['Renamed', 'Removed']);
  });

  it('given events of an older and the current version, then each handler gets the current shape; an unknown type is passed over', async () => {
    seen.length = 0;
    await projection.apply(tx, recorded('Renamed', { id: 'a', title: 'Old form' }, 1));
    await projection.apply(tx, recorded('Renamed', { id: 'b', name: 'New form' }, 2));
    await projection.apply(tx, recorded('Removed', { id: 'c' }));
    await projection.apply(tx, recorded('FromTheFuture', { id: 'd' }));
    expect(seen).toEqual(['renamed a Old form', 'renamed b New form', 'removed c']);
  });

  it('given data that breaks its schema, then it throws rather than write a wrong row', async () => {
    await expect(projection.apply(tx, recorded('Removed', { id: 7 }))).rejects.toThrow();
  });
});
