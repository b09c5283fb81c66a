import { describe, expect, it } from 'vitest';
import { authMessages } from '@golf/contracts';
import { BadRequestError, NotFoundError } from '../../commands/domain-error.ts';
import { aliceId, aliceRegistered, givenUserEvents } from '../testing/given-user-events.ts';
import { decideUpdateProfile, type UpdateProfile } from './decide.ts';

const owner = (currentPassword: 'absent' | 'valid' | 'wrong' = 'absent'): UpdateProfile['by'] => ({ kind: 'owner', currentPassword });

describe('update profile', () => {
  const alice = givenUserEvents([aliceRegistered]);

  it('given a user, when nothing differs, then nothing is recorded', () => {
    expect(decideUpdateProfile({ userId: aliceId, changes: {}, by: owner() }, alice)).toEqual([]);
    expect(
      decideUpdateProfile(
        { userId: aliceId, changes: { firstName: 'Alice', handicap: 12.4, email: 'alice@example.com' }, by: owner() },
        alice,
      ),
    ).toEqual([]);
  });

  it('given a user, when some fields change, then only those are recorded', () => {
    const events = decideUpdateProfile(
      { userId: aliceId, changes: { firstName: 'Alicia', lastName: 'Smith', handicap: 10 }, by: owner() },
      alice,
    );
    expect(events).toEqual([{ type: 'UserProfileUpdated', data: { userId: aliceId, changes: { firstName: 'Alicia', handicap: 10 } } }]);
  });

  it('given a user with a handicap, when it is unset, then handicap null is recorded', () => {
    const events = decideUpdateProfile({ userId: aliceId, changes: { handicap: null }, by: owner() }, alice);
    expect(events).toEqual([{ type: 'UserProfileUpdated', data: { userId: aliceId, changes: { handicap: null } } }]);
  });

  it('given an earlier change, when the same change comes again, then nothing is recorded', () => {
    const updated = givenUserEvents([
      aliceRegistered,
      { type: 'UserProfileUpdated', data: { userId: aliceId, changes: { username: 'ali' } } },
    ]);
    expect(decideUpdateProfile({ userId: aliceId, changes: { username: 'ali' }, by: owner() }, updated)).toEqual([]);
  });

  it('given a user, when the owner gives a new address with the password, then it is only asked for', () => {
    const events = decideUpdateProfile(
      { userId: aliceId, changes: { email: 'new@example.com', lastName: 'New' }, by: owner('valid') },
      alice,
    );
    expect(events).toEqual([
      { type: 'UserProfileUpdated', data: { userId: aliceId, changes: { lastName: 'New' } } },
      { type: 'UserEmailChangeRequested', data: { userId: aliceId, email: 'new@example.com' } },
    ]);
    const asked = givenUserEvents([aliceRegistered, ...events]);
    expect(asked).toMatchObject({ email: 'alice@example.com', pendingEmail: 'new@example.com', emailConfirmed: false });
    expect(decideUpdateProfile({ userId: aliceId, changes: { email: 'new@example.com' }, by: owner('valid') }, asked)).toEqual([]);
  });

  it('given a user, when a new address comes without the password or with a wrong one, then it is refused', () => {
    const change = (currentPassword: 'absent' | 'wrong') => () =>
      decideUpdateProfile({ userId: aliceId, changes: { email: 'new@example.com' }, by: owner(currentPassword) }, alice);
    expect(change('absent')).toThrow(new BadRequestError(authMessages.emailChangeNeedsPassword));
    expect(change('wrong')).toThrow(new BadRequestError(authMessages.currentPasswordWrong));
  });

  it('given a user, when a super admin sets a new address, then it is set at once, unproved', () => {
    const events = decideUpdateProfile({ userId: aliceId, changes: { email: 'set@example.com' }, by: { kind: 'super_admin' } }, alice);
    expect(events).toEqual([{ type: 'UserProfileUpdated', data: { userId: aliceId, changes: { email: 'set@example.com' } } }]);
    const confirmed = givenUserEvents([
      aliceRegistered,
      { type: 'UserEmailConfirmed', data: { userId: aliceId, email: 'alice@example.com', via: 'confirmation_link' } },
      ...events,
    ]);
    expect(confirmed).toMatchObject({ email: 'set@example.com', emailConfirmed: false });
  });

  it('given no account, when updating, then 404', () => {
    expect(() => decideUpdateProfile({ userId: aliceId, changes: { firstName: 'X' }, by: owner() }, givenUserEvents([]))).toThrow(
      NotFoundError,
    );
  });
});
