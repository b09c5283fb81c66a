import { describe, expect, it } from 'vitest';
import { ConflictError } from '../../commands/domain-error.ts';
import { aliceId, aliceRegistered, givenUserEvents } from '../given-user-events.ts';
import { decideRegister, type RegisterUser } from './decide.ts';

const register: RegisterUser = {
  userId: aliceId,
  username: 'alice',
  email: 'alice@example.com',
  firstName: 'Alice',
  lastName: 'Smith',
  handicap: 12.4,
  grantSuperAdmin: false,
};

describe('register', () => {
  it('given no account, when registering, then UserRegistered records the profile as a local account', () => {
    const events = decideRegister(register, givenUserEvents([]));
    expect(events).toEqual([aliceRegistered]);
  });

  it('given no account, when registering with a super-admin e-mail, then the roles follow right after', () => {
    const events = decideRegister({ ...register, grantSuperAdmin: true }, givenUserEvents([]));
    expect(events.map((event) => event.type)).toEqual(['UserRegistered', 'UserRolesChanged']);
    expect(events[1]?.data).toEqual({ userId: aliceId, isAdmin: false, isSuperAdmin: true });
  });

  it('given a registered account, when registering it again, then it is refused with 409', () => {
    expect(() => decideRegister(register, givenUserEvents([aliceRegistered]))).toThrow(ConflictError);
  });

  it('never puts a password into an event', () => {
    const events = decideRegister({ ...register, password: 'secret' } as RegisterUser, givenUserEvents([]));
    expect(JSON.stringify(events)).not.toContain('secret');
  });
});
