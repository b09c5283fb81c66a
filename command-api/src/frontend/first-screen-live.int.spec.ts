import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';
import { newGame, readAfter } from '../games/testing/game-test-calls.ts';

let api: TestApi;
let folder: string;
let baseUrl: string;

beforeAll(async () => {
  // A build as `npm run build -w @golf/frontend` lays it out, with the first screen's live script (decision 0560).
  folder = mkdtempSync(join(tmpdir(), 'golf-first-screen-live-'));
  mkdirSync(join(folder, 'dist', 'assets'), { recursive: true });
  mkdirSync(join(folder, 'dist-server'));
  writeFileSync(
    join(folder, 'dist', 'index.html'),
    '<!doctype html><head><meta charset="UTF-8" /><script type="module" crossorigin src="/assets/index-1a2b.js"></script><link rel="stylesheet" crossorigin href="/assets/style-1a2b.css"></head><body><div id="root"></div></body>',
  );
  writeFileSync(join(folder, 'dist', 'assets', 'style-1a2b.css'), 'body{color:green}.elsewhere{color:red}');
  writeFileSync(join(folder, 'dist', 'assets', 'first-screen-live-9z8y.js'), 'void 0;');
  writeFileSync(
    join(folder, 'dist-server', 'entry-server.js'),
    'export function renderFirstScreen(url) { return `<p>drawn ${url.split("?")[0]}</p>`; }',
  );
  api = await startTestApi({ FRONTEND_DIST: join(folder, 'dist'), AUTH_RATE_LIMIT_PER_MINUTE: '100' });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await api?.close();
  rmSync(folder, { recursive: true, force: true });
});

const liveOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="first-screen-live">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as {
    stream: string;
    pass?: { token: string; code: string };
  } | null;

describe('a viewer link’s page opens the game’s live stream itself', () => {
  it('carries a ticket for that game’s stream only, at view level, for a minute, in a page no cache keeps', async () => {
    const { token } = await api.register();
    const { id, game, position } = await newGame(api, token);
    const other = await newGame(api, token);
    const page = await readAfter(api, `/game/${id}/join?code=${game.viewCode}`, undefined, position);
    const live = liveOf(page.body);
    expect(live?.stream).toMatch(new RegExp(`^/api/games/${id}/live\\?ticket=[\\w.-]+$`));
    // The script that opens it is in the page's head, after its charset, and this page's CSP allows it by its hash.
    expect(page.body).toMatch(
      /^<!doctype html><head><meta charset="UTF-8" \/><script type="application\/json" id="first-screen-live">[^<]*<\/script><script>\(function\(\)\{[^<]*new EventSource[^<]*<\/script><script>void 0;<\/script>/,
    );
    const hash = createHash('sha256').update('void 0;').digest('base64');
    expect(page.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
    // Before it, the few bytes that open the stream as soon as its address is read (decision 0850), allowed by their hash too.
    const opener = /<\/script><script>(\(function\(\)\{[^<]*)<\/script><script>void 0;/.exec(page.body)?.[1] ?? '';
    expect(page.headers['content-security-policy']).toContain(`'sha256-${createHash('sha256').update(opener).digest('base64')}'`);
    expect(page.headers['cache-control']).toBe('private, no-store');
    // Only the rules its board uses, and the whole stylesheet named for the live script to add (decision 0849).
    expect(page.body).toContain(
      '<style>body{color:green}</style><template id="app-stylesheet"><link rel="stylesheet" crossorigin href="/assets/style-1a2b.css"></template></head>',
    );

    const ticket = decodeURIComponent(live!.stream.split('?ticket=')[1]!);
    const claims = decodeJwt(ticket);
    // What 'Enter Game' and POST …/live-ticket give a spectator: this game's stream, the view code's pass, one minute.
    expect(claims).toMatchObject({ scope: 'live', stm: `game:${id}`, gid: id, vc: game.viewCode, sub: `guest:${id}` });
    expect(claims.exp! - claims.iat!).toBe(60);
    const stream = await fetch(`${baseUrl}${live!.stream}`);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    await stream.body?.cancel();
    // Another game's stream, or the API with the ticket as a token: nothing.
    expect((await fetch(`${baseUrl}/api/games/${other.id}/live?ticket=${encodeURIComponent(ticket)}`)).status).toBe(401);
    expect((await api.call('GET', `/api/games/${id}`, { token: ticket })).statusCode).toBe(401);
  });

  it('hands the app the spectator’s pass Enter Game would get, on the join and the leaderboard’s page (decision 0742)', async () => {
    const { token } = await api.register();
    const { id, game, position } = await newGame(api, token);
    const other = await newGame(api, token);
    for (const url of [`/game/${id}/join?code=${game.viewCode}`, `/game/${id}/leaderboard?code=${(game.viewCode ?? '').toLowerCase()}`]) {
      const page = await readAfter(api, url, undefined, position);
      expect(page.headers['cache-control'], url).toBe('private, no-store');
      const live = liveOf(page.body);
      expect(live?.stream, url).toMatch(new RegExp(`^/api/games/${id}/live\\?ticket=[\\w.-]+$`));
      expect(live?.pass?.code, url).toBe(game.viewCode);
      // What POST /games/{id}/join answers a visitor with the view code: a pass to this game's reads, at view level.
      const pass = live!.pass!.token;
      expect(decodeJwt(pass), url).toMatchObject({ scope: 'game-viewer', gid: id, vc: game.viewCode, sub: `guest:${id}` });
      expect((await api.call('GET', `/api/games/${id}/leaderboard`, { token: pass })).statusCode, url).toBe(200);
      expect((await api.call('GET', `/api/games/${other.id}/leaderboard`, { token: pass })).statusCode, url).toBe(404);
      expect((await api.call('POST', `/api/games/${id}/scores`, { token: pass, body: {} })).statusCode, url).not.toBe(200);
      // The page's stream opens once with its ticket (decision 0724).
      const ticket = live!.stream.split('?ticket=')[1]!;
      const stream = await fetch(`${baseUrl}${live!.stream}`);
      expect(stream.status, url).toBe(200);
      await stream.body?.cancel();
      expect((await fetch(`${baseUrl}/api/games/${id}/live?ticket=${ticket}`)).status, url).toBe(401);
    }
  });

  it('puts no ticket or pass in a page a viewer code did not open: an admin or player code, the TV view, another game’s code', async () => {
    const { token } = await api.register();
    const { id, game } = await newGame(api, token);
    const other = await newGame(api, token);
    for (const url of [
      `/game/${id}/join?code=${game.adminCode}`,
      `/game/${id}/join?code=${game.playerCode}`,
      `/game/${id}/tv?code=${game.viewCode}`,
      `/game/${id}/join?code=${other.game.viewCode}`,
      `/game/${id}/join`,
      `/game/${id}/leaderboard?code=${game.adminCode}`,
      `/game/${id}/leaderboard?code=${other.game.viewCode}`,
      `/game/${id}/leaderboard`,
      '/auth',
    ]) {
      const page = await readAfter(api, url, undefined, other.position);
      expect(page.statusCode, url).toBe(200);
      expect(liveOf(page.body), url).toBeNull();
      expect(page.body, url).not.toContain('ticket=');
      expect(page.body, url).not.toContain('"pass"');
      expect(page.body, url).not.toContain('first-screen-live');
      expect(page.body, url).not.toContain('<script>');
      expect(page.headers['content-security-policy'], url).not.toContain('sha256');
    }
  });
});
