import type { EventMetadata, UserEvent } from '@golf/events';
import { evolveUser, type UserState } from '../user.ts';

/** For decider tests: the state a user stream holding `events` folds to (each at `occurredAt`). */
export function givenUserEvents(events: readonly UserEvent[], occurredAt = '2025-01-01T10:00:00.000Z'): UserState {
  const metadata: EventMetadata = {
    userId: null,
    commandId: 'test-command',
    correlationId: 'test',
    causationId: null,
    occurredAt,
    client: 'test',
    schemaVersion: 1,
  };
  return events.reduce<UserState>((state, event) => evolveUser(state, { ...event, metadata }), { status: 'absent' });
}

export const aliceId = '0f8fad5b-d9cb-469f-a165-70867728950e';

export const aliceRegistered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId: aliceId,
    username: 'alice',
    email: 'alice@example.com',
    firstName: 'Alice',
    lastName: 'Smith',
    handicap: 12.4,
    authProvider: 'local',
    createdByUserId: null,
  },
};
