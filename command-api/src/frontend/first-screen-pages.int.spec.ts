import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';
import { newGame, readAfter } from '../games/testing/game-test-calls.ts';

let api: TestApi;
let folder: string;

beforeAll(async () => {
  // A build as `npm run build -w @golf/frontend` lays it out: the app in dist/, the server's entry in dist-server/.
  folder = mkdtempSync(join(tmpdir(), 'golf-first-screens-'));
  mkdirSync(join(folder, 'dist', 'assets'), { recursive: true });
  mkdirSync(join(folder, 'dist-server'));
  writeFileSync(
    join(folder, 'dist', 'index.html'),
    '<!doctype html><head><script type="module" crossorigin src="/assets/index-1a2b.js"></script><link rel="modulepreload" crossorigin href="/assets/vendor-1a2b.js"><link rel="stylesheet" crossorigin href="/assets/style-1a2b.css"></head><body><div id="root"></div></body>',
  );
  writeFileSync(join(folder, 'dist', 'assets', 'style-1a2b.css'), 'body{color:green}.elsewhere{color:red}');
  writeFileSync(
    join(folder, 'dist-server', 'entry-server.js'),
    'export async function renderFirstScreen(url, seed) { return `<p>drawn ${url.split("?")[0]} with ${seed.length} reads</p>`; }',
  );
  api = await startTestApi({ FRONTEND_DIST: join(folder, 'dist'), AUTH_RATE_LIMIT_PER_MINUTE: '100' });
});

afterAll(async () => {
  await api?.close();
  rmSync(folder, { recursive: true, force: true });
});

const seedOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="first-screen-data">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

describe('the public screens, drawn by the server', () => {
  it("sends the sign-in page drawn in the app's root, for the app to adopt, with its screen's CSS in it", async () => {
    const page = await api.call('GET', '/auth');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<style>body{color:green}</style>');
    expect(page.body).not.toContain('.elsewhere');
    // The whole stylesheet only named, for the app to add when it runs: nothing to fetch before the form.
    expect(page.body).toContain(
      '<template id="app-stylesheet"><link rel="stylesheet" crossorigin href="/assets/style-1a2b.css"></template>',
    );
    expect(page.body.replace(/<template[^]*?<\/template>/g, '')).not.toContain('rel="stylesheet"');
    expect(page.body).toContain(
      '<div id="root" data-drawn="adopt"><p>drawn /auth with 0 reads</p></div><script type="application/json" id="first-screen-data">[]</script>',
    );
    expect(seedOf(page.body)).toEqual([]);
    expect(page.body).toContain('<head><script type="module" crossorigin src="/assets/index-1a2b.js"></script>');
  });

  it("sends a sign-in link's page (another screen) and a board's page with the whole stylesheet in them", async () => {
    const link = await api.call('GET', '/auth?token=abc');
    expect(link.body).toContain('<style>body{color:green}.elsewhere{color:red}</style>');
    expect(link.body).not.toContain('app-stylesheet');
    const { token } = await api.register();
    const { id, game, position } = await newGame(api, token);
    const board = await readAfter(api, `/game/${id}/join?code=${game.viewCode}`, undefined, position);
    expect(board.body).toContain('<style>body{color:green}.elsewhere{color:red}</style>');
  });

  it('puts what a viewer code opens in the join page: the game at viewer level and its board', async () => {
    const { token } = await api.register();
    const { id, game, position } = await newGame(api, token);
    const page = await readAfter(api, `/game/${id}/join?code=${game.viewCode!.toLowerCase()}`, undefined, position);
    const seed = seedOf(page.body) as Array<[unknown[], Record<string, unknown>]>;
    expect(seed.map(([key]) => key)).toEqual([
      ['/api/games/by-code', game.viewCode],
      ['/api/games', id, 'leaderboard'],
    ]);
    expect(seed[0]![1]).toMatchObject({ accessLevel: 'viewer', game: { id, adminCode: null, playerCode: null } });
    const board = await api.call('GET', `/api/games/${id}/leaderboard`, { token });
    expect(seed[1]![1]).toEqual(board.json());
    // A board's page brings the app's scripts after the board, and no Link header ahead of it.
    expect(page.body).toMatch(
      /<\/script><script type="module" crossorigin src="\/assets\/index-1a2b.js"><\/script><link rel="modulepreload" crossorigin href="\/assets\/vendor-1a2b.js"><\/body>/,
    );
    expect(page.headers.link).toBeUndefined();
    const tv = await readAfter(api, `/game/${id}/tv?code=${game.viewCode}`, undefined, position);
    expect((seedOf(tv.body) as Array<[unknown[]]>).map(([key]) => key)).toEqual([['/api/games', id, 'leaderboard']]);
    // The leaderboard's own page with the view code (Enter Game as a plain link, decision 0704): the board, drawn.
    const leaderboard = await readAfter(api, `/game/${id}/leaderboard?code=${game.viewCode}`, undefined, position);
    expect(leaderboard.body).toContain(`<p>drawn /game/${id}/leaderboard with 1 reads</p>`);
    expect(seedOf(leaderboard.body)).toEqual([[['/api/games', id, 'leaderboard'], board.json()]]);
  });

  it('shows no board for an admin or player code, and nothing for a code of another game or none', async () => {
    const { token } = await api.register();
    const { id, game } = await newGame(api, token);
    const other = await newGame(api, token);
    const seedAt = async (url: string) =>
      seedOf((await readAfter(api, url, undefined, other.position)).body) as Array<[unknown[], Record<string, unknown>]>;
    const admin = await seedAt(`/game/${id}/join?code=${game.adminCode}`);
    expect(admin.map(([key, answer]) => [key, answer.accessLevel])).toEqual([[['/api/games/by-code', game.adminCode], 'admin']]);
    expect(await seedAt(`/game/${id}/tv?code=${game.adminCode}`)).toEqual([]);
    expect(await seedAt(`/game/${id}/join?code=${other.game.viewCode}`)).toEqual([]);
    expect(await seedAt(`/game/${id}/join?code=ZZZZZZ`)).toEqual([]);
    expect(await seedAt(`/game/${id}/join`)).toEqual([]);
    // The leaderboard's page draws a board for the view code only: never for another level's code, another game's, or none.
    for (const code of [game.adminCode, game.playerCode, other.game.viewCode, 'ZZZZZZ'])
      expect(await seedAt(`/game/${id}/leaderboard?code=${code}`)).toEqual([]);
    const bare = await readAfter(api, `/game/${id}/leaderboard`, undefined, other.position);
    expect([bare.statusCode, seedOf(bare.body)]).toEqual([200, []]);
    expect(bare.body).toContain(`<div id="root" data-drawn="replace"><p>drawn /game/${id}/leaderboard with 0 reads</p>`);
  });

  it('answers the service worker’s preload of a page load with the plain shell', async () => {
    const page = await api.call('GET', '/auth', { headers: { 'service-worker-navigation-preload': 'true' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('rel="stylesheet"');
    expect(page.body).not.toContain('first-screen');
    expect(page.headers.vary).toContain('Service-Worker-Navigation-Preload');
  });
});
