import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../../commands/domain-error.ts';
import { aliceId, aliceRegistered, givenUserEvents } from '../testing/given-user-events.ts';
import { decideChangePassword } from './decide.ts';

describe('change password', () => {
  it('given the right current password, when changing, then UserPasswordChanged (by the user) is recorded and the session version moves on', () => {
    const events = decideChangePassword({ userId: aliceId, currentPasswordValid: true }, givenUserEvents([aliceRegistered]));
    expect(events).toEqual([{ type: 'UserPasswordChanged', data: { userId: aliceId, via: 'changed_by_user' } }]);
    expect(givenUserEvents([aliceRegistered, ...events])).toMatchObject({ sessionVersion: 1, mustChangePassword: false });
  });

  it('given a wrong current password, when changing, then it is refused with "Current password is incorrect"', () => {
    const decide = () => decideChangePassword({ userId: aliceId, currentPasswordValid: false }, givenUserEvents([aliceRegistered]));
    expect(decide).toThrow(BadRequestError);
    expect(decide).toThrow('Current password is incorrect');
  });
});
