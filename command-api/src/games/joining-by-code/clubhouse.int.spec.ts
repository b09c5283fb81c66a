import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { newGame, readAfter } from '../testing/game-test-calls.ts';

let api: TestApi;
let folder: string;

beforeAll(async () => {
  // A build's layout (as first-screen-pages.int.spec.ts makes it), so the join link's page is drawn by the server.
  folder = mkdtempSync(join(tmpdir(), 'golf-clubhouse-'));
  mkdirSync(join(folder, 'dist', 'assets'), { recursive: true });
  mkdirSync(join(folder, 'dist-server'));
  writeFileSync(join(folder, 'dist', 'index.html'), '<!doctype html><head></head><body><div id="root"></div></body>');
  writeFileSync(join(folder, 'dist-server', 'entry-server.js'), 'export function renderFirstScreen(url) { return `<p>drawn ${url}</p>`; }');
  // The production default: 30 a minute.
  api = await startTestApi({ FRONTEND_DIST: join(folder, 'dist'), AUTH_RATE_LIMIT_PER_MINUTE: '30' });
});

afterAll(async () => {
  await api?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** A request from `address` (a phone behind the clubhouse's one public address, or anyone else's). */
const from = (address: string, method: 'GET' | 'POST', url: string, body?: unknown) =>
  api.app.inject({
    method,
    url,
    remoteAddress: address,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) }),
  });

const wrongCode = (index: number) => `WR${String(index).padStart(4, '0')}`.replace(/[01]/g, 'Z');

describe('a clubhouse on one address (decision 0702)', () => {
  it('lets 40 phones on one address open the viewer link, look its code up and enter with it within a minute: no 429', async () => {
    const { token } = await api.register();
    const { id, game, position } = await newGame(api, token);
    await readAfter(api, `/api/games/${id}`, token, position);
    const clubhouse = '203.0.113.7';
    const statuses: number[] = [];
    for (let phone = 0; phone < 40; phone += 1) {
      const page = await from(clubhouse, 'GET', `/game/${id}/join?code=${game.viewCode}`);
      const lookup = await from(clubhouse, 'GET', `/api/games/by-code/${game.viewCode}`);
      const entered = await from(clubhouse, 'POST', `/api/games/${id}/join`, { code: game.viewCode });
      statuses.push(page.statusCode, lookup.statusCode, entered.statusCode);
      expect(entered.json().guestToken, `phone ${phone + 1}`).toEqual(expect.any(String));
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });

  it('answers 429 to 60 wrong codes from one address, from the 31st on, then refuses that address the right code too; others get in', async () => {
    const { token } = await api.register();
    const { id, game, position } = await newGame(api, token);
    await readAfter(api, `/api/games/${id}`, token, position);
    const guesser = '198.51.100.9';
    const statuses: number[] = [];
    for (let index = 0; index < 60; index += 1) {
      // Every way in takes a guess: the join API, the lookup, and the join link's page.
      const route = index % 3;
      const code = wrongCode(index);
      const answer =
        route === 0
          ? await from(guesser, 'POST', `/api/games/${id}/join`, { code })
          : route === 1
            ? await from(guesser, 'GET', `/api/games/by-code/${code}`)
            : await from(guesser, 'GET', `/game/${id}/join?code=${code}`);
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, 30).filter((status) => status === 429)).toEqual([]);
    expect(statuses.slice(30)).toEqual(Array<number>(30).fill(429));
    const refused = await from(guesser, 'POST', `/api/games/${id}/join`, { code: game.viewCode });
    expect(refused.statusCode, 'a right code after the guesses learns nothing').toBe(429);
    expect(refused.json().message).toMatch(/^Too many wrong codes from this connection\. Please try again in \d+ seconds?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from('192.0.2.1', 'POST', `/api/games/${id}/join`, { code: game.viewCode })).statusCode).toBe(200);
  });

  it('given one game guessed at from 30 addresses, then those addresses wait there, and a phone that has not guessed gets in', async () => {
    const { token } = await api.register();
    const { id, game, position } = await newGame(api, token);
    await readAfter(api, `/api/games/${id}`, token, position);
    for (let index = 1; index <= 30; index += 1) {
      const missed = await from(`100.64.0.${index}`, 'POST', `/api/games/${id}/join`, { code: wrongCode(index) });
      expect(missed.statusCode).toBe(404);
    }
    expect((await from('100.64.0.1', 'POST', `/api/games/${id}/join`, { code: game.viewCode })).statusCode).toBe(429);
    expect((await from('100.64.1.1', 'POST', `/api/games/${id}/join`, { code: game.viewCode })).statusCode).toBe(200);
  });
});
