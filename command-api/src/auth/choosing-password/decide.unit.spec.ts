import { describe, expect, it } from 'vitest';
import { UnauthorizedError } from '../../commands/domain-error.ts';
import { aliceId, aliceRegistered, givenUserEvents } from '../testing/given-user-events.ts';
import { decideChoosePassword } from './decide.ts';

describe('choose a password at first sign-in', () => {
  it('given a temporary password, when the user chooses their own, then it is recorded and no longer required', () => {
    const state = givenUserEvents([aliceRegistered, { type: 'UserPasswordChanged', data: { userId: aliceId, via: 'admin_temporary' } }]);
    const events = decideChoosePassword({ userId: aliceId }, state);
    expect(events).toEqual([{ type: 'UserPasswordChanged', data: { userId: aliceId, via: 'first_sign_in' } }]);
    expect(
      givenUserEvents([aliceRegistered, { type: 'UserPasswordChanged', data: { userId: aliceId, via: 'admin_temporary' } }, ...events]),
    ).toMatchObject({ mustChangePassword: false });
  });

  it('given a password of the user’s own, when choosing again, then it is refused like a failed sign-in', () => {
    expect(() => decideChoosePassword({ userId: aliceId }, givenUserEvents([aliceRegistered]))).toThrow(UnauthorizedError);
  });
});
