import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';
import { newGame } from '../games/testing/game-test-calls.ts';

/**
 * An Idempotency-Key is its caller's own: a stored answer goes only to the same caller, for the
 * same route and the same body, and only after the access check. Another caller's key, or the
 * same key with another request, never reaches someone else's answer.
 */
const DIFFERENT_REQUEST = 'This Idempotency-Key was used for a different request';

let api: TestApi;
let owner: Awaited<ReturnType<TestApi['register']>>;
let stranger: Awaited<ReturnType<TestApi['register']>>;

beforeAll(async () => {
  api = await startTestApi();
  owner = await api.register();
  stranger = await api.register();
});
afterAll(async () => {
  await api?.close();
});

const key = (name: string) => ({ 'idempotency-key': `${name}-${Math.random().toString(36).slice(2)}` });

const signUp = (overrides: Record<string, unknown> = {}) => ({
  username: `kee${Math.random().toString(36).slice(2, 9)}`,
  email: `kee${Math.random().toString(36).slice(2, 9)}@example.com`,
  firstName: 'Kay',
  lastName: 'Keys',
  handicap: 8,
  password: 'first-password',
  ...overrides,
});

describe('POST /api/auth/register with an Idempotency-Key', () => {
  it('refuses another registration that reuses the key (another e-mail) with 422, and hands out no session', async () => {
    const headers = key('register');
    const first = await api.call('POST', '/api/auth/register', { body: signUp(), headers });
    expect(first.statusCode).toBe(201);
    const before = await api.countEvents();
    const other = await api.call('POST', '/api/auth/register', { body: signUp(), headers });
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json()).toEqual({ message: DIFFERENT_REQUEST });
    expect(other.body).not.toContain(first.json().user.id);
    expect(await api.countEvents()).toBe(before);
  });

  it('answers a retry with the same body (password included) with the account and a session of it', async () => {
    const headers = key('register');
    const body = signUp();
    const first = await api.call('POST', '/api/auth/register', { body, headers });
    const retry = await api.call('POST', '/api/auth/register', { body, headers });
    expect(retry.statusCode).toBe(201);
    expect(retry.json().user).toEqual(first.json().user);
    expect((await api.call('GET', '/api/auth/user', { token: retry.json().token })).json().id).toBe(first.json().user.id);
  });

  it('refuses a retry whose password differs from the first (the same e-mail and names) with 422', async () => {
    const headers = key('register');
    const body = signUp();
    expect((await api.call('POST', '/api/auth/register', { body, headers })).statusCode).toBe(201);
    const guessed = await api.call('POST', '/api/auth/register', { body: { ...body, password: 'another-password' }, headers });
    expect(guessed.statusCode, guessed.body).toBe(422);
    expect(guessed.json()).toEqual({ message: DIFFERENT_REQUEST });
  });
});

describe('an Idempotency-Key on a game command', () => {
  it("gives a stranger who sends the owner's key (same body) to the owner's game a 404, not the owner's answer", async () => {
    const { id: gameId } = await newGame(api, owner.token, { name: 'Keyed Game' });
    const headers = key('player');
    const body = { name: 'Ann Owner', handicap: 10 };
    const first = await api.call('POST', `/api/games/${gameId}/players`, { token: owner.token, body, headers });
    expect(first.statusCode).toBe(201);
    const before = await api.countEvents();
    const replayed = await api.call('POST', `/api/games/${gameId}/players`, { token: stranger.token, body, headers });
    expect(replayed.statusCode, replayed.body).toBe(404);
    expect(replayed.body).not.toContain('Ann Owner');
    expect(await api.countEvents()).toBe(before);
  });

  it('refuses the same key with another body, or on another route, with 422 and writes nothing', async () => {
    const { id: gameId } = await newGame(api, owner.token, { name: 'Keyed Game 2' });
    const headers = key('player');
    const first = await api.call('POST', `/api/games/${gameId}/players`, {
      token: owner.token,
      body: { name: 'Ben', handicap: 4 },
      headers,
    });
    expect(first.statusCode).toBe(201);
    const before = await api.countEvents();
    const changed = await api.call('POST', `/api/games/${gameId}/players`, {
      token: owner.token,
      body: { name: 'Cy', handicap: 4 },
      headers,
    });
    expect(changed.statusCode, changed.body).toBe(422);
    expect(changed.json()).toEqual({ message: DIFFERENT_REQUEST });
    const rename = await api.call('PATCH', `/api/games/${gameId}`, { token: owner.token, body: { name: 'Renamed' }, headers });
    expect(rename.statusCode, rename.body).toBe(422);
    expect(await api.countEvents()).toBe(before);
  });

  it('answers a retry of the same request once, and keys of two callers never meet', async () => {
    const { id: gameId, game } = await newGame(api, owner.token, { name: 'Shared Keys' });
    const share = await api.call('POST', `/api/games/${gameId}/join`, { token: stranger.token, body: { code: game.adminCode } });
    expect(share.statusCode, share.body).toBe(200);
    const headers = key('same');
    const body = { name: 'Dee', handicap: 2 };
    const first = await api.call('POST', `/api/games/${gameId}/players`, { token: owner.token, body, headers });
    const retry = await api.call('POST', `/api/games/${gameId}/players`, { token: owner.token, body, headers });
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.json().player).toEqual(first.json().player);
    // The other admin's request with the same key is their own: it is decided, not answered from the owner's run.
    const theirs = await api.call('POST', `/api/games/${gameId}/players`, {
      token: stranger.token,
      body: { name: 'Eve', handicap: 3 },
      headers,
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.json().player.name).toBe('Eve');
  });

  it('checks access before a replay: a caller who lost access gets 404 for a retry of their own request', async () => {
    const { id: gameId, game } = await newGame(api, owner.token, { name: 'Revoked Retry' });
    const joined = await api.call('POST', `/api/games/${gameId}/join`, { token: stranger.token, body: { code: game.adminCode } });
    expect(joined.statusCode).toBe(200);
    const headers = key('revoked');
    const body = { name: 'Fay', handicap: 6 };
    const added = await api.call('POST', `/api/games/${gameId}/players`, { token: stranger.token, body, headers });
    expect(added.statusCode).toBe(201);
    const shares = await api.call('GET', `/api/games/${gameId}/shares`, {
      token: owner.token,
      headers: { 'x-min-position': added.json().position },
    });
    const grant = (shares.json() as { id: string; userId: string | null }[]).find((row) => row.userId === stranger.user.id);
    expect(grant, shares.body).toBeDefined();
    expect((await api.call('DELETE', `/api/game-shares/${grant!.id}`, { token: owner.token })).statusCode).toBe(200);
    const retry = await api.call('POST', `/api/games/${gameId}/players`, { token: stranger.token, body, headers });
    expect(retry.statusCode, retry.body).toBe(404);
    expect(retry.body).not.toContain('Fay');
  });
});
