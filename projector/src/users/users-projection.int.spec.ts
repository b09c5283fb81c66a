import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabasePool } from 'slonik';
import type { EventStore, NewEvent, UserEvent } from '@golf/events';
import { streamNames } from '@golf/events';
import { getUserById, waitForPosition } from '@golf/read-db';
import { rebuildReadModels } from '../rebuild-read-models.ts';
import { startProjectedDatabase, type ProjectedDatabase } from '../testing/projected-database.ts';
import { snapshotReadModels } from '../testing/read-model-snapshot.ts';
import { usersProjection } from './users-projection.ts';

let store: EventStore;
let pool: DatabasePool;

let harness: ProjectedDatabase;
beforeAll(async () => {
  harness = await startProjectedDatabase([usersProjection]);
  ({ store, pool } = harness);
});
afterAll(async () => {
  await harness?.close();
});

function event(data: UserEvent, occurredAt: string): NewEvent {
  return {
    id: randomUUID(),
    type: data.type,
    data: data.data,
    metadata: {
      userId: null,
      commandId: randomUUID(),
      correlationId: randomUUID(),
      causationId: null,
      occurredAt,
      client: 'test',
      schemaVersion: 1,
    },
  };
}

/** Appends to the user's stream and waits until the projector has applied it. */
async function record(userId: string, events: NewEvent[]): Promise<void> {
  const existing = await store.readStream(streamNames.user(userId));
  const result = await store.append(streamNames.user(userId), events, { expectedRevision: existing.at(-1)?.revision ?? 'no_stream' });
  expect(await waitForPosition(pool, result.position, 10_000)).toBe(true);
}

const registered = (userId: string, username: string): UserEvent => ({
  type: 'UserRegistered',
  data: {
    userId,
    username,
    email: `${username}@example.com`,
    firstName: 'Pat',
    lastName: 'Golfer',
    handicap: 12.4,
    authProvider: 'local',
    createdByUserId: null,
  },
});

describe('users projection', () => {
  it('inserts a registered user with the event time as created_at and updated_at', async () => {
    const userId = randomUUID();
    await record(userId, [event(registered(userId, 'pat'), '2024-05-01T10:00:00.000Z')]);
    expect(await getUserById(pool, userId)).toEqual({
      id: userId,
      username: 'pat',
      email: 'pat@example.com',
      firstName: 'Pat',
      lastName: 'Golfer',
      profileImageUrl: null,
      handicap: 12.4,
      authProvider: 'local',
      isAdmin: false,
      isSuperAdmin: false,
      createdAt: '2024-05-01T10:00:00.000Z',
      updatedAt: '2024-05-01T10:00:00.000Z',
    });
  });

  it('changes only the fields of a profile update, unsets a null handicap, and applies roles and password changes', async () => {
    const userId = randomUUID();
    await record(userId, [
      event(registered(userId, 'lee'), '2024-05-01T10:00:00.000Z'),
      event({ type: 'UserProfileUpdated', data: { userId, changes: { lastName: 'Jones', handicap: null } } }, '2024-05-02T10:00:00.000Z'),
      event({ type: 'UserRolesChanged', data: { userId, isAdmin: true, isSuperAdmin: false } }, '2024-05-03T10:00:00.000Z'),
    ]);
    expect(await getUserById(pool, userId)).toMatchObject({
      firstName: 'Pat',
      lastName: 'Jones',
      handicap: null,
      email: 'lee@example.com',
      isAdmin: true,
      isSuperAdmin: false,
      createdAt: '2024-05-01T10:00:00.000Z',
      updatedAt: '2024-05-03T10:00:00.000Z',
    });
    await record(userId, [event({ type: 'UserPasswordChanged', data: { userId, via: 'reset_link' } }, '2024-05-04T10:00:00.000Z')]);
    expect((await getUserById(pool, userId))?.updatedAt).toBe('2024-05-04T10:00:00.000Z');
  });

  it('rebuilds from the log to exactly the same rows', async () => {
    const userId = randomUUID();
    await record(userId, [
      event(registered(userId, 'kim'), '2024-06-01T08:00:00.000Z'),
      event(
        { type: 'UserProfileUpdated', data: { userId, changes: { username: 'kimmy', email: 'kimmy@example.com', firstName: 'Kim' } } },
        '2024-06-02T08:00:00.000Z',
      ),
    ]);
    const before = await snapshotReadModels(pool);
    expect(before.users).toHaveLength(3);
    await rebuildReadModels({ store, pool, projections: [usersProjection] });
    expect(await snapshotReadModels(pool)).toEqual(before);
  });

  it('tolerates a replayed registration (upsert by id)', async () => {
    const userId = randomUUID();
    const registration = event(registered(userId, 'twice'), '2024-07-01T08:00:00.000Z');
    await record(userId, [registration]);
    await pool.transaction((tx) =>
      usersProjection.apply(tx, { ...registration, stream: streamNames.user(userId), revision: 0n, position: 1n, recordedAt: new Date() }),
    );
    expect((await getUserById(pool, userId))?.username).toBe('twice');
  });
});
