import { describe, expect, it } from 'vitest';
import { ConflictError } from '../../commands/domain-error.ts';
import { aliceId, aliceRegistered, givenUserEvents } from '../testing/given-user-events.ts';
import { decideRegister, type RegisterUser } from './decide.ts';

const register: RegisterUser = {
  userId: aliceId,
  username: 'alice',
  email: 'alice@example.com',
  firstName: 'Alice',
  lastName: 'Smith',
  handicap: 12.4,
};

describe('register', () => {
  it('given no account, when registering, then UserRegistered records the profile as a local account', () => {
    const events = decideRegister(register, givenUserEvents([]));
    expect(events).toEqual([aliceRegistered]);
  });

  it('given a registered account, when registering it again, then it is refused with 409', () => {
    expect(() => decideRegister(register, givenUserEvents([aliceRegistered]))).toThrow(ConflictError);
  });

  it('never puts a password into an event', () => {
    const events = decideRegister({ ...register, password: 'secret' } as RegisterUser, givenUserEvents([]));
    expect(JSON.stringify(events)).not.toContain('secret');
  });
});
