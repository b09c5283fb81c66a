import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';
import { addPlayers, newGame } from '../games/testing/game-test-calls.ts';

/**
 * Text that JSON can carry is either refused with a message or stored as given and shown back
 * exactly, on every kind of name: a game's, a player's, a course's, a profile's, a sign-up's.
 * `raw` bodies are sent as written, so `\ud800` reaches the API as the JSON escape of a lone
 * surrogate (which PostgreSQL cannot store), not as a character the test runner replaced.
 */
let api: TestApi;
let token: string;
let gameId: string;

beforeAll(async () => {
  api = await startTestApi();
  token = (await api.register()).token;
  gameId = (await newGame(api, token)).id;
});
afterAll(async () => {
  await api?.close();
});

const send = (method: 'POST' | 'PATCH', url: string, raw: string, auth = true) =>
  api.app.inject({
    method,
    url,
    payload: raw,
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${token}` } : {}) },
  });

/** Each name field, as a raw JSON body holding `text` (already JSON-escaped) where the name goes. */
const nameFields: [string, 'POST' | 'PATCH', () => string, (text: string) => string, boolean][] = [
  ['a game name', 'POST', () => '/api/games', (text) => `{"name":"${text}"}`, true],
  ['a game rename', 'PATCH', () => `/api/games/${gameId}`, (text) => `{"name":"${text}"}`, true],
  ['a player name', 'POST', () => `/api/games/${gameId}/players`, (text) => `{"name":"${text}","handicap":5}`, true],
  ['a course name', 'POST', () => '/api/courses', (text) => `{"name":"${text}","location":"Here"}`, true],
  ['a profile name', 'PATCH', () => '/api/auth/profile', (text) => `{"firstName":"${text}"}`, true],
  [
    'a sign-up name',
    'POST',
    () => '/api/auth/register',
    (text) =>
      `{"username":"surrogate${Math.random().toString(36).slice(2, 8)}","email":"s${Math.random().toString(36).slice(2, 8)}@example.com","firstName":"${text}","lastName":"X","handicap":3,"password":"secret123"}`,
    false,
  ],
];

describe('text JSON can carry and PostgreSQL cannot store', () => {
  it.each(nameFields)('refuses a lone surrogate in %s with 400 and a message, writing nothing', async (_what, method, url, body, auth) => {
    for (const text of ['\\ud800', 'Ann\\udfff', '\\udc00\\ud800']) {
      const before = await api.countEvents();
      const response = await send(method, url(), body(text), auth);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toMatch(/lone surrogate/);
      expect(await api.countEvents()).toBe(before);
    }
  });

  it.each(nameFields)('refuses a right-to-left override in %s with 400 and a message', async (_what, method, url, body, auth) => {
    const before = await api.countEvents();
    const response = await send(method, url(), body('Ann \\u202egnitoor'), auth);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(/text-direction/);
    expect(await api.countEvents()).toBe(before);
  });

  it('refuses 10,000 emoji in a name with 400 naming the limit', async () => {
    const response = await send('POST', `/api/games/${gameId}/players`, JSON.stringify({ name: '⛳'.repeat(10_000), handicap: 5 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/at most \d+ characters/);
  });

  it('stores combining marks, emoji and right-to-left script as given and shows them back exactly', async () => {
    const names = ['Zoe\u0308 Cafe\u0301', 'Ann 👨‍👩‍👧‍👦⛳', 'דוד כהן', 'a\u0301\u0302\u0303\u0304\u0305'];
    const { ids, position } = await addPlayers(
      api,
      token,
      gameId,
      names.map((name) => ({ name, handicap: 5 })),
    );
    expect(ids).toHaveLength(names.length);
    const game = await api.call('GET', `/api/games/${gameId}`, { token, headers: { 'x-min-position': position } });
    const shown = (game.json().players as { name: string }[]).map((player) => player.name);
    for (const name of names) expect(shown).toContain(name);
  });
});
