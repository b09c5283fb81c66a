import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../commands/domain-error.ts';
import { aliceId, aliceRegistered, givenUserEvents } from '../testing/given-user-events.ts';
import { decideSignOut } from './decide.ts';

const sessionId = '33333333-3333-4333-8333-333333333333';
const signOut = { userId: aliceId, sessionId, expiresAt: '2025-01-08T10:00:00.000Z' };

describe('sign out', () => {
  it('given a session, when signing out, then UserSignedOut names the session and when its token expires', () => {
    expect(decideSignOut(signOut, givenUserEvents([aliceRegistered]))).toEqual([
      { type: 'UserSignedOut', data: { userId: aliceId, sessionId, expiresAt: '2025-01-08T10:00:00.000Z' } },
    ]);
  });

  it('given the session signed out already, when signing out again, then nothing more is recorded', () => {
    const state = givenUserEvents([aliceRegistered, ...decideSignOut(signOut, givenUserEvents([aliceRegistered]))]);
    expect(decideSignOut(signOut, state)).toEqual([]);
  });

  it('given no account, when signing out, then it is refused', () => {
    expect(() => decideSignOut(signOut, givenUserEvents([]))).toThrow(NotFoundError);
  });
});
