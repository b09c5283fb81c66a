import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../commands/domain-error.ts';
import { aliceId, aliceRegistered, givenUserEvents } from '../../auth/testing/given-user-events.ts';
import { decideChooseHandicapSource } from './decide.ts';

describe('choose the index filled in when joining a game', () => {
  const alice = givenUserEvents([aliceRegistered]);
  const chosen = { type: 'HandicapSourceChosen' as const, data: { userId: aliceId, useAppIndex: true } };

  it('given a new account, then the typed index is the default: choosing it records nothing', () => {
    expect(alice).toMatchObject({ useAppIndex: false });
    expect(decideChooseHandicapSource({ userId: aliceId, useAppIndex: false }, alice)).toEqual([]);
  });

  it('given the typed index in use, when the app index is chosen, then the choice is recorded', () => {
    expect(decideChooseHandicapSource({ userId: aliceId, useAppIndex: true }, alice)).toEqual([chosen]);
  });

  it('given the app index chosen, when it is chosen again, then nothing; when the typed one is, then that is recorded', () => {
    const using = givenUserEvents([aliceRegistered, chosen]);
    expect(decideChooseHandicapSource({ userId: aliceId, useAppIndex: true }, using)).toEqual([]);
    expect(decideChooseHandicapSource({ userId: aliceId, useAppIndex: false }, using)).toEqual([
      { type: 'HandicapSourceChosen', data: { userId: aliceId, useAppIndex: false } },
    ]);
  });

  it('given a choice, then the account is not changed: updatedAt stays', () => {
    const before = givenUserEvents([aliceRegistered], '2025-01-01T10:00:00.000Z');
    const after = givenUserEvents([aliceRegistered, chosen], '2025-01-01T10:00:00.000Z');
    expect(after).toEqual({ ...before, useAppIndex: true });
  });

  it('given no account, then 404', () => {
    expect(() => decideChooseHandicapSource({ userId: aliceId, useAppIndex: true }, givenUserEvents([]))).toThrow(NotFoundError);
  });
});
