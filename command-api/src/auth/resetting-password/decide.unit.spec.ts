import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../../commands/domain-error.ts';
import { aliceId, aliceRegistered, givenUserEvents } from '../testing/given-user-events.ts';
import { decideResetPassword } from './decide.ts';

describe('reset password', () => {
  it('given a user and a usable token, when resetting, then UserPasswordChanged (via the link) is recorded', () => {
    expect(decideResetPassword({ userId: aliceId, tokenUsable: true }, givenUserEvents([aliceRegistered]))).toEqual([
      { type: 'UserPasswordChanged', data: { userId: aliceId, via: 'reset_link' } },
    ]);
  });

  it('given a used or expired token, when resetting, then it is refused with "Invalid or expired reset token"', () => {
    const decide = () => decideResetPassword({ userId: aliceId, tokenUsable: false }, givenUserEvents([aliceRegistered]));
    expect(decide).toThrow(BadRequestError);
    expect(decide).toThrow('Invalid or expired reset token');
  });
});
