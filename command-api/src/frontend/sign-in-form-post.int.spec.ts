import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';
import { FORM_FROM_ELSEWHERE } from './sign-in-form-post.ts';

let api: TestApi;
let folder: string;

beforeAll(async () => {
  // A build as `npm run build -w @golf/frontend` lays it out; the server's entry draws what it was given.
  folder = mkdtempSync(join(tmpdir(), 'golf-sign-in-post-'));
  mkdirSync(join(folder, 'dist', 'assets'), { recursive: true });
  mkdirSync(join(folder, 'dist-server'));
  writeFileSync(
    join(folder, 'dist', 'index.html'),
    '<!doctype html><head><script type="module" crossorigin src="/assets/index-1a2b.js"></script></head><body><div id="root"></div></body>',
  );
  writeFileSync(
    join(folder, 'dist-server', 'entry-server.js'),
    'export async function renderFirstScreen(url, seed) { return `<p>drawn ${url}</p>`; }',
  );
  api = await startTestApi({ FRONTEND_DIST: join(folder, 'dist'), AUTH_RATE_LIMIT_PER_MINUTE: '4' });
});

afterAll(async () => {
  await api?.close();
  rmSync(folder, { recursive: true, force: true });
});

const seedOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="first-screen-data">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

/** The form as a browser posts it from this site's page (inject's host is localhost:80). */
const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = { origin: 'http://localhost:80' }) =>
  api.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:80', ...headers },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: `10.0.0.${Math.floor(Math.random() * 250) + 1}`,
  });

describe('POST /auth: the sign-in form posted before the app runs', () => {
  it('signs in, sends the browser where it was going and hands the session over in a same-site cookie, not the address', async () => {
    const { user } = await api.register({ email: 'poster@example.com', password: 'right-password' });
    // As Chromium posts it from the app's page (no referrer: the Origin is "null"); below, as a browser without Fetch Metadata does.
    const chromium = await post(
      '/auth',
      { email: 'poster@example.com', password: 'right-password' },
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
    );
    expect(chromium.statusCode).toBe(303);
    const answer = await post('/auth?next=%2Fgame%2Fabc%2Fjoin%3Fcode%3DXYZ123', {
      email: 'poster@example.com',
      password: 'right-password',
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/game/abc/join?code=XYZ123');
    const cookie = String(answer.headers['set-cookie']);
    expect(cookie).toMatch(/^golf-signed-in=[^;]+; Path=\/; Max-Age=300; SameSite=Strict$/);
    const token = decodeURIComponent(/^golf-signed-in=([^;]+)/.exec(cookie)![1]!);
    expect(answer.headers.location).not.toContain(token);
    const me = await api.call('GET', '/api/auth/user', { token });
    expect(me.json().id).toBe(user.id);
  });

  it('lands on this site only: another site or a scheme-relative address goes home', async () => {
    await api.register({ email: 'lander@example.com', password: 'right-password' });
    for (const next of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const answer = await post(`/auth?next=${encodeURIComponent(next)}`, { email: 'lander@example.com', password: 'right-password' });
      expect([answer.statusCode, answer.headers.location]).toEqual([303, '/']);
    }
  });

  it('draws the sign-in page again for a wrong password, with the address typed and the API’s message, and no cookie', async () => {
    await api.register({ email: 'typo@example.com', password: 'right-password' });
    const answer = await post('/auth', { email: 'typo@example.com', password: 'wrong-password' });
    expect(answer.statusCode).toBe(401);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.body).toContain('<div id="root" data-drawn="adopt"><p>drawn /auth</p></div>');
    expect(seedOf(answer.body)).toEqual([
      [['first-screen', 'posted-sign-in'], { email: 'typo@example.com', fieldErrors: {}, message: 'Invalid email or password' }],
    ]);
    const empty = await post('/auth', { email: 'not-an-address', password: '' });
    expect(empty.statusCode).toBe(400);
    const [[, refusal]] = seedOf(empty.body) as [[unknown, { fieldErrors: Record<string, string> }]];
    expect(Object.keys(refusal.fieldErrors).sort()).toEqual(['email', 'password']);
  });

  it('refuses a form posted from another site, or without saying where it came from (CSRF), before checking the password', async () => {
    await api.register({ email: 'target@example.com', password: 'right-password' });
    const fields = { email: 'target@example.com', password: 'right-password' };
    const refused: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      {},
      { origin: 'null' },
      { origin: 'http://localhost:80', 'sec-fetch-site': 'cross-site' },
      { origin: 'null', 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of refused) {
      const answer = await post('/auth', fields, headers);
      expect(answer.statusCode).toBe(403);
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(seedOf(answer.body)[0][1].message).toBe(FORM_FROM_ELSEWHERE);
    }
  });

  it('keeps the API’s rate limit: past it, the page says to wait', async () => {
    const from = { origin: 'http://localhost:80' };
    const tries = [];
    for (let i = 0; i < 5; i += 1)
      tries.push(
        await api.app.inject({
          method: 'POST',
          url: '/auth',
          headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:80', ...from },
          payload: 'email=limit%40example.com&password=wrong-password',
          remoteAddress: '10.9.9.9',
        }),
      );
    expect(tries.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401, 429]);
    expect(seedOf(tries[4]!.body)[0][1].message).toMatch(/^Too many requests\. Please try again in/);
  });

  it('takes form bodies on this page only: the API still answers JSON alone', async () => {
    const answer = await api.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40example.com&password=x',
    });
    expect(answer.statusCode).toBe(415);
  });
});
