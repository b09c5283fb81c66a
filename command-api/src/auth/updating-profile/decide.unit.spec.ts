import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../commands/domain-error.ts';
import { aliceId, aliceRegistered, givenUserEvents } from '../testing/given-user-events.ts';
import { decideUpdateProfile } from './decide.ts';

describe('update profile', () => {
  const alice = givenUserEvents([aliceRegistered]);

  it('given a user, when nothing differs, then nothing is recorded', () => {
    expect(decideUpdateProfile({ userId: aliceId, changes: {} }, alice)).toEqual([]);
    expect(
      decideUpdateProfile({ userId: aliceId, changes: { firstName: 'Alice', handicap: 12.4, email: 'alice@example.com' } }, alice),
    ).toEqual([]);
  });

  it('given a user, when some fields change, then only those are recorded', () => {
    const events = decideUpdateProfile({ userId: aliceId, changes: { firstName: 'Alicia', lastName: 'Smith', handicap: 10 } }, alice);
    expect(events).toEqual([{ type: 'UserProfileUpdated', data: { userId: aliceId, changes: { firstName: 'Alicia', handicap: 10 } } }]);
  });

  it('given a user with a handicap, when it is unset, then handicap null is recorded', () => {
    const events = decideUpdateProfile({ userId: aliceId, changes: { handicap: null } }, alice);
    expect(events).toEqual([{ type: 'UserProfileUpdated', data: { userId: aliceId, changes: { handicap: null } } }]);
  });

  it('given an earlier change, when the same change comes again, then nothing is recorded', () => {
    const updated = givenUserEvents([
      aliceRegistered,
      { type: 'UserProfileUpdated', data: { userId: aliceId, changes: { username: 'ali' } } },
    ]);
    expect(decideUpdateProfile({ userId: aliceId, changes: { username: 'ali' } }, updated)).toEqual([]);
  });

  it('given no account, when updating, then 404', () => {
    expect(() => decideUpdateProfile({ userId: aliceId, changes: { firstName: 'X' } }, givenUserEvents([]))).toThrow(NotFoundError);
  });
});
