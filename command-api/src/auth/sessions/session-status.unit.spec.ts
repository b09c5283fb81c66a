import { describe, expect, it } from 'vitest';
import type { UserEvent } from '@golf/events';
import { aliceId, aliceRegistered } from '../testing/given-user-events.ts';
import type { SessionClaims } from '../session-token.ts';
import { evolveUser, type UserState } from '../user.ts';
import { sessionStatusOf } from './session-status.ts';

/** The state a user stream folds to, each event at its own instant. */
function given(...events: Array<[UserEvent, string]>): UserState {
  return events.reduce<UserState>(
    (state, [event, occurredAt]) =>
      evolveUser(state, {
        ...event,
        metadata: { userId: null, commandId: 'c', correlationId: 'c', causationId: null, occurredAt, client: 'test', schemaVersion: 1 },
      }),
    { status: 'absent' },
  );
}

const registered: [UserEvent, string] = [aliceRegistered, '2025-01-01T10:00:00.000Z'];
const phone = '11111111-1111-4111-8111-111111111111';
const laptop = '22222222-2222-4222-8222-222222222222';
const session = (sessionId: string, version: number): SessionClaims => ({
  userId: aliceId,
  sessionId,
  version,
  expiresAt: '2025-01-08T10:00:00.000Z',
});
const signedOut = (sessionId: string, expiresAt = '2025-01-08T10:00:00.000Z'): UserEvent => ({
  type: 'UserSignedOut',
  data: { userId: aliceId, sessionId, expiresAt },
});
const passwordChanged = (via: 'reset_link' | 'changed_by_user' | 'admin_temporary' | 'first_sign_in'): UserEvent => ({
  type: 'UserPasswordChanged',
  data: { userId: aliceId, via },
});
const at = (day: number) => `2025-01-0${day}T12:00:00.000Z`;

describe('sessions folded from the user stream', () => {
  it('given a new account, then its sessions are at version 0 and hold', () => {
    const state = given(registered);
    expect(state).toMatchObject({ sessionVersion: 0, endedSessions: {} });
    expect(sessionStatusOf(session(phone, 0), state)).toBe('current');
  });

  for (const via of ['reset_link', 'changed_by_user', 'admin_temporary', 'first_sign_in'] as const) {
    it(`given a session, when the password changes (${via}), then it has ended and a session of the new version holds`, () => {
      const state = given(registered, [passwordChanged(via), at(2)]);
      expect(state).toMatchObject({ sessionVersion: 1 });
      expect(sessionStatusOf(session(phone, 0), state)).toBe('ended');
      expect(sessionStatusOf(session(laptop, 1), state)).toBe('current');
    });
  }

  it('given a session, when the roles change (granted or withdrawn), then it has ended each time', () => {
    const promoted = given(registered, [{ type: 'UserRolesChanged', data: { userId: aliceId, isAdmin: true, isSuperAdmin: true } }, at(2)]);
    expect(sessionStatusOf(session(phone, 0), promoted)).toBe('ended');
    const demoted = given(
      registered,
      [{ type: 'UserRolesChanged', data: { userId: aliceId, isAdmin: true, isSuperAdmin: true } }, at(2)],
      [{ type: 'UserRolesChanged', data: { userId: aliceId, isAdmin: false, isSuperAdmin: false } }, at(3)],
    );
    expect(demoted).toMatchObject({ sessionVersion: 2, isSuperAdmin: false });
    expect(sessionStatusOf(session(phone, 1), demoted)).toBe('ended');
  });

  it('given a profile edit, then sessions hold (the password still signs in)', () => {
    const state = given(registered, [
      { type: 'UserProfileUpdated', data: { userId: aliceId, changes: { email: 'new@example.com' } } },
      at(2),
    ]);
    expect(sessionStatusOf(session(phone, 0), state)).toBe('current');
  });

  it('given two sessions, when one signs out, then only that one has ended, and the account is not "updated"', () => {
    const state = given(registered, [signedOut(phone), at(2)]);
    expect(sessionStatusOf(session(phone, 0), state)).toBe('ended');
    expect(sessionStatusOf(session(laptop, 0), state)).toBe('current');
    expect(state).toMatchObject({ updatedAt: registered[1] });
  });

  it('given sign-outs, then the ones whose tokens have expired are forgotten at the next sign-out', () => {
    const state = given(registered, [signedOut(phone, at(3)), at(2)], [signedOut(laptop, at(9)), at(4)]);
    expect(state).toMatchObject({ endedSessions: { [laptop]: at(9) } });
  });

  it('given sign-outs, when the version moves on, then the list is emptied (those sessions are behind anyway)', () => {
    const state = given(registered, [signedOut(phone), at(2)], [passwordChanged('changed_by_user'), at(3)]);
    expect(state).toMatchObject({ sessionVersion: 1, endedSessions: {} });
    expect(sessionStatusOf(session(phone, 0), state)).toBe('ended');
  });

  it('given a token of a version the fold has not reached, then it is "ahead" (read the stream again)', () => {
    expect(sessionStatusOf(session(phone, 1), given(registered))).toBe('ahead');
  });

  it('given no account, then a session is of no account', () => {
    expect(sessionStatusOf(session(phone, 0), given())).toBe('no_account');
  });
});
