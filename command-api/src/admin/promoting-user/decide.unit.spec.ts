import { describe, expect, it } from 'vitest';
import { RuleViolationError } from '../../commands/domain-error.ts';
import { aliceId, aliceRegistered, givenUserEvents } from '../../auth/testing/given-user-events.ts';
import { decidePromoteUser } from './decide.ts';

const bossId = '9a1f0c6e-3b5d-4e7f-8a9b-0c1d2e3f4a5b';

describe('promote a user (super admin)', () => {
  const alice = givenUserEvents([aliceRegistered]);

  it('given another user, when made admin, then the roles are recorded', () => {
    expect(decidePromoteUser({ actorId: bossId, userId: aliceId, isAdmin: true }, alice)).toEqual([
      { type: 'UserRolesChanged', data: { userId: aliceId, isAdmin: true, isSuperAdmin: false } },
    ]);
  });

  it('given the super admin themselves, when changing their own roles, then it is refused', () => {
    expect(() => decidePromoteUser({ actorId: aliceId, userId: aliceId, isSuperAdmin: false }, alice)).toThrow(RuleViolationError);
  });
});
