import { describe, expect, it } from 'vitest';
import { aliceId, aliceRegistered, givenUserEvents } from './testing/given-user-events.ts';
import { userViewOf } from './user.ts';

describe('user state', () => {
  it('folds a stream into the user view with timestamps from the events', () => {
    const state = givenUserEvents([aliceRegistered]);
    if (state.status !== 'registered') throw new Error('expected a registered user');
    expect(userViewOf(state)).toEqual({
      id: aliceId,
      username: 'alice',
      email: 'alice@example.com',
      emailConfirmed: false,
      pendingEmail: null,
      firstName: 'Alice',
      lastName: 'Smith',
      profileImageUrl: null,
      handicap: 12.4,
      authProvider: 'local',
      isAdmin: false,
      isSuperAdmin: false,
      createdAt: '2025-01-01T10:00:00.000Z',
      updatedAt: '2025-01-01T10:00:00.000Z',
    });
  });

  it('applies profile changes, roles and password changes', () => {
    const state = givenUserEvents([
      aliceRegistered,
      { type: 'UserProfileUpdated', data: { userId: aliceId, changes: { handicap: null, lastName: 'Jones' } } },
      { type: 'UserRolesChanged', data: { userId: aliceId, isAdmin: true, isSuperAdmin: false } },
      { type: 'UserPasswordChanged', data: { userId: aliceId, via: 'reset_link' } },
    ]);
    expect(state).toMatchObject({ status: 'registered', handicap: null, lastName: 'Jones', firstName: 'Alice', isAdmin: true });
  });

  it('ignores events before registration', () => {
    expect(givenUserEvents([{ type: 'UserRolesChanged', data: { userId: aliceId, isAdmin: true, isSuperAdmin: true } }])).toEqual({
      status: 'absent',
    });
  });
});
