import { describe, expect, it } from 'vitest';
import { authMessages } from '@golf/contracts';
import { BadRequestError } from '../../commands/domain-error.ts';
import { aliceId, aliceRegistered, givenUserEvents } from '../testing/given-user-events.ts';
import { decideConfirmEmail } from './decide.ts';

describe('confirm an e-mail address', () => {
  const alice = givenUserEvents([aliceRegistered]);

  it('given a new account, when its own address is proved, then it is confirmed', () => {
    const events = decideConfirmEmail({ userId: aliceId, email: 'alice@example.com', via: 'invitation' }, alice);
    expect(events).toEqual([{ type: 'UserEmailConfirmed', data: { userId: aliceId, email: 'alice@example.com', via: 'invitation' } }]);
    const proved = givenUserEvents([aliceRegistered, ...events]);
    expect(proved).toMatchObject({ email: 'alice@example.com', emailConfirmed: true, pendingEmail: null });
    expect(decideConfirmEmail({ userId: aliceId, email: 'alice@example.com', via: 'confirmation_link' }, proved)).toEqual([]);
  });

  it('given a change asked for, when the new address is proved, then it becomes the address', () => {
    const asked = givenUserEvents([
      aliceRegistered,
      { type: 'UserEmailChangeRequested', data: { userId: aliceId, email: 'new@example.com' } },
    ]);
    expect(asked).toMatchObject({ email: 'alice@example.com', pendingEmail: 'new@example.com', emailConfirmed: false });
    const events = decideConfirmEmail({ userId: aliceId, email: 'new@example.com', via: 'confirmation_link' }, asked);
    expect(givenUserEvents([aliceRegistered, ...events])).toMatchObject({ email: 'new@example.com', emailConfirmed: true });
  });

  it('given a later change, when the link of an earlier one is opened, then it is refused', () => {
    const asked = givenUserEvents([
      aliceRegistered,
      { type: 'UserEmailChangeRequested', data: { userId: aliceId, email: 'first@example.com' } },
      { type: 'UserEmailChangeRequested', data: { userId: aliceId, email: 'second@example.com' } },
    ]);
    expect(() => decideConfirmEmail({ userId: aliceId, email: 'first@example.com', via: 'confirmation_link' }, asked)).toThrow(
      new BadRequestError(authMessages.emailConfirmReplaced),
    );
  });
});
