import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../commands/domain-error.ts';
import { aliceId, aliceRegistered, givenUserEvents } from '../testing/given-user-events.ts';
import { decideChangeRoles } from './decide.ts';

describe('change roles', () => {
  const alice = givenUserEvents([aliceRegistered]);

  it('given a plain user, when made super admin, then the new pair of roles is recorded', () => {
    expect(decideChangeRoles({ userId: aliceId, isSuperAdmin: true }, alice)).toEqual([
      { type: 'UserRolesChanged', data: { userId: aliceId, isAdmin: false, isSuperAdmin: true } },
    ]);
  });

  it('given a super admin, when made super admin again, then nothing is recorded', () => {
    const superAdmin = givenUserEvents([
      aliceRegistered,
      { type: 'UserRolesChanged', data: { userId: aliceId, isAdmin: false, isSuperAdmin: true } },
    ]);
    expect(decideChangeRoles({ userId: aliceId, isSuperAdmin: true }, superAdmin)).toEqual([]);
  });

  it('given an admin, when the admin role is withdrawn, then the super-admin flag is kept', () => {
    const both = givenUserEvents([
      aliceRegistered,
      { type: 'UserRolesChanged', data: { userId: aliceId, isAdmin: true, isSuperAdmin: true } },
    ]);
    expect(decideChangeRoles({ userId: aliceId, isAdmin: false }, both)).toEqual([
      { type: 'UserRolesChanged', data: { userId: aliceId, isAdmin: false, isSuperAdmin: true } },
    ]);
  });

  it('given no account, when changing roles, then 404', () => {
    expect(() => decideChangeRoles({ userId: aliceId, isAdmin: true }, givenUserEvents([]))).toThrow(NotFoundError);
  });
});
