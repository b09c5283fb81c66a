import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@golf/contracts';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const signIn = async (email: string, password = 'secret123') => {
  const response = await api.call('POST', '/api/auth/login', { body: { email, password } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as string;
};
const me = (token: string) => api.call('GET', '/api/auth/user', { token });

describe('POST /api/auth/logout', () => {
  it('ends the session of the token sent at once, and only that one', async () => {
    const { token: phone, user } = await api.register();
    const laptop = await signIn(user.email);
    expect((await me(phone)).statusCode).toBe(200);

    const before = await api.countEvents();
    const out = await api.call('POST', '/api/auth/logout', { token: phone });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toEqual({ message: 'Signed out', position: expect.stringMatching(/^\d+$/) });
    expect(await api.countEvents()).toBe(before + 1);
    const stream = await api.store.readStream(`user-${user.id}`);
    expect(stream.at(-1)).toMatchObject({ type: 'UserSignedOut', data: { userId: user.id }, metadata: { userId: user.id } });

    const ended = await me(phone);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({ message: authMessages.sessionEnded });
    expect((await me(laptop)).statusCode).toBe(200);
    // Signing in again starts a new session.
    expect((await me(await signIn(user.email))).statusCode).toBe(200);
  });

  it('answers 401 to a session already ended and to no session, writing nothing', async () => {
    const { token } = await api.register();
    expect((await api.call('POST', '/api/auth/logout', { token })).statusCode).toBe(200);
    const before = await api.countEvents();
    const again = await api.call('POST', '/api/auth/logout', { token });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: authMessages.sessionEnded });
    const none = await api.call('POST', '/api/auth/logout');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: authMessages.authenticationRequired });
    expect(await api.countEvents()).toBe(before);
  });

  it('ends the session for the game routes and the live stream too', async () => {
    const { token } = await api.register();
    const created = await api.call('POST', '/api/games', {
      token,
      body: { gameType: 'dogfight', numberOfRounds: 1, targetPlayerCount: 2 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const gameId = created.json().id as string;
    const seen = await api.call('GET', `/api/games/${gameId}`, { token, headers: { 'x-min-position': created.json().position } });
    expect(seen.statusCode).toBe(200);
    const ticket = (await api.call('POST', `/api/games/${gameId}/live-ticket`, { token })).json().ticket as string;
    await api.call('POST', '/api/auth/logout', { token });
    const game = await api.call('GET', `/api/games/${gameId}`, { token });
    expect(game.statusCode).toBe(401);
    expect(game.json()).toEqual({ message: authMessages.sessionEnded });
    const live = await api.call('GET', `/api/games/${gameId}/live`, { token });
    expect(live.statusCode).toBe(401);
    expect((await api.call('GET', `/api/games/${gameId}/live?ticket=${ticket}`)).statusCode).toBe(401);
    const join = await api.call('POST', `/api/games/${gameId}/join`, { token, body: { code: 'ABCDEF' } });
    expect(join.statusCode).toBe(401);
    expect(join.json()).toEqual({ message: authMessages.sessionEnded });
  });
});
