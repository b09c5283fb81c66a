import { randomUUID } from 'node:crypto';
import type { EventStore, NewEvent, RecordedEvent } from '@golf/events';
import { streamNames, UserProfileUpdated, UserRegistered } from '@golf/events';
import { TEST_COUNTED_EVENT } from './event-count-projection.ts';

/** Metadata as a command would stamp it; `occurredAt` is fixed so replays give identical rows. */
function metadata(occurredAt: string): NewEvent['metadata'] {
  return {
    userId: null,
    commandId: randomUUID(),
    correlationId: randomUUID(),
    causationId: null,
    occurredAt,
    client: 'test',
    schemaVersion: 1,
  };
}

export function userRegistered(userId: string, occurredAt = '2024-05-01T10:00:00.000Z'): NewEvent {
  return {
    id: randomUUID(),
    type: UserRegistered.type,
    data: {
      userId,
      username: `player-${userId.slice(0, 8)}`,
      email: `${userId.slice(0, 8)}@example.test`,
      firstName: 'Pat',
      lastName: 'Golfer',
      handicap: 12.4,
      authProvider: 'local',
      createdByUserId: null,
    },
    metadata: metadata(occurredAt),
  };
}

export function userProfileUpdated(userId: string, handicap: number, occurredAt = '2024-05-02T10:00:00.000Z'): NewEvent {
  return { id: randomUUID(), type: UserProfileUpdated.type, data: { userId, changes: { handicap } }, metadata: metadata(occurredAt) };
}

export function testCounted(value: number): NewEvent {
  return { id: randomUUID(), type: TEST_COUNTED_EVENT, data: { value }, metadata: metadata('2024-05-03T10:00:00.000Z') };
}

/** A type no projection handles, as an event written by a newer version of the app would be. */
export function unknownEvent(): NewEvent {
  return { id: randomUUID(), type: 'SomethingFromTheFuture', data: { anything: true }, metadata: metadata('2024-05-04T10:00:00.000Z') };
}

/** Appends a registration, two profile updates, a counted event and an unknown one for a new user; returns the last position. */
export async function appendUserHistory(store: EventStore, handicap = 10): Promise<bigint> {
  const userId = randomUUID();
  const stream = streamNames.user(userId);
  await store.append(stream, [userRegistered(userId)], { expectedRevision: 'no_stream' });
  await store.append(stream, [userProfileUpdated(userId, handicap), userProfileUpdated(userId, handicap + 1)], { expectedRevision: 0n });
  await store.append(`test-${userId}`, [testCounted(handicap)], { expectedRevision: 'any' });
  const result = await store.append(`test-${userId}`, [unknownEvent()], { expectedRevision: 'any' });
  return result.position;
}

/**
 * All events up to `position`, once the store lets a reader see them: the PostgreSQL store shows an
 * event only after every older transaction in the server has ended, which lags under parallel tests.
 */
export async function readAllUpTo(store: EventStore, position: bigint, timeoutMs = 10_000): Promise<RecordedEvent[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const events = await store.readAll({ fromPosition: 'start', limit: 1_000_000 });
    if (events.at(-1)?.position === position) return events;
    if (Date.now() > deadline) throw new Error(`The store did not show position ${position} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
