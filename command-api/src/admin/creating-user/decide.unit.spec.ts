import { describe, expect, it } from 'vitest';
import { ConflictError } from '../../commands/domain-error.ts';
import { aliceId, aliceRegistered, givenUserEvents } from '../../auth/testing/given-user-events.ts';
import { decideCreateUser } from './decide.ts';

const bossId = '9a1f0c6e-3b5d-4e7f-8a9b-0c1d2e3f4a5b';
const command = {
  userId: aliceId,
  username: 'alice',
  email: 'alice@example.com',
  firstName: 'Alice',
  lastName: 'Smith',
  handicap: 12.4,
  isAdmin: false,
  createdByUserId: bossId,
};

describe('create a user (super admin)', () => {
  it('given no account, when created, then it is registered by the super admin with a temporary password', () => {
    const events = decideCreateUser(command, givenUserEvents([]));
    expect(events).toEqual([
      { type: 'UserRegistered', data: { ...aliceRegistered.data, createdByUserId: bossId } },
      { type: 'UserPasswordChanged', data: { userId: aliceId, via: 'admin_temporary' } },
    ]);
    expect(givenUserEvents(events)).toMatchObject({ status: 'registered', mustChangePassword: true, isAdmin: false });
  });

  it('given no account, when created as an admin, then the admin role is recorded too', () => {
    const events = decideCreateUser({ ...command, isAdmin: true }, givenUserEvents([]));
    expect(events.at(-1)).toEqual({ type: 'UserRolesChanged', data: { userId: aliceId, isAdmin: true, isSuperAdmin: false } });
  });

  it('given an account with that id, when created again, then 409', () => {
    expect(() => decideCreateUser(command, givenUserEvents([aliceRegistered]))).toThrow(ConflictError);
  });
});
