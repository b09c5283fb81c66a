import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { launchBrowser, signedInPhonePage } from './support/browser.ts';
import { startedGame } from './support/started-game.ts';
import { apiCall, registerAccount } from './support/test-api.ts';

const run = Date.now().toString(36);
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5];
const PLAYERS = [
  { name: 'Ava', handicap: 4 },
  { name: 'Ben', handicap: 11 },
];
/** Strokes each player takes on holes 1 … 3 while offline: Ava par, Ben one over. */
const offlineStrokes = (player: number, hole: number) => PARS[hole - 1]! + player;
const SHOTS = 'screenshots';

type HistoryEntry = {
  kind: string;
  playerId: string;
  roundNumber: number;
  holeNumber: number;
  strokes: number;
  previousStrokes: number | null;
};

const holeHeading = (page: Page, hole: number) => page.getByRole('heading', { level: 1, name: `Hole ${hole}`, exact: true });
const holeButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /synced|waiting to sync/ });

describe('scoring without a connection: queued on the phone, through a reload, synced once', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;
  let gameId: string;
  const playerIds: string[] = [];
  const history = async () =>
    ((await apiCall('GET', `/api/games/${gameId}/score-history`, { token })).entries as HistoryEntry[]).filter((e) => e.roundNumber === 1);
  const holeScores = async (hole: number) =>
    (await apiCall('GET', `/api/games/${gameId}/scores/1/${hole}`, { token })) as unknown as Array<{ playerId: string; strokes: number }>;

  // A failed step leaves the screen and its accessible text behind, to read what the phone showed.
  const keepScreenOnFailure = () =>
    onTestFailed(async ({ task }) => {
      const name = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
      await page.screenshot({ path: `${SHOTS}/failed-${name}.png` }).catch(() => undefined);
      console.error(`[offline-scoring] ${task.name}: page ${page.url()}\n${await page.locator('body').innerText().catch(String)}`);
    });

  beforeAll(async () => {
    const account = await registerAccount({
      username: `off${run}`,
      email: `off.${run}@example.com`,
      firstName: 'Ava',
      lastName: 'Offline',
      handicap: 4,
    });
    token = account.token;
    const started = await startedGame({
      token,
      course: { name: `Offline Links ${run}`, location: 'Nowhere' },
      tee: { name: 'White', color: 'white', rating: 72, slope: 113 },
      pars: PARS,
      game: { name: `Offline Dogfight ${run}`, gameType: 'dogfight', numberOfRounds: 1 },
      players: PLAYERS.map((player, i) => ({ ...player, userId: i === 0 ? account.userId : null })),
    });
    gameId = started.gameId;
    playerIds.push(...started.playerIds);

    mkdirSync(SHOTS, { recursive: true });
    browser = await launchBrowser();
    page = await signedInPhonePage(browser, token, { baseURL: inject('appUrl') });
    context = page.context();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('installs as a PWA: manifest with icons, and a service worker that keeps the app shell', async () => {
    keepScreenOnFailure();
    await page.goto(`/game/${gameId}/scoring`);
    await holeHeading(page, 1).waitFor();
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      return link
        ? ((await (await fetch(link.href)).json()) as {
            display: string;
            start_url: string;
            icons: Array<{ sizes: string; purpose: string }>;
          })
        : null;
    });
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' });
    expect(manifest?.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    const shell = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      const names = await caches.keys();
      const cache = await caches.open(names.find((name) => name.startsWith('golf-shell-'))!);
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    });
    expect(shell).toContain('/index.html');
    expect(shell.some((path) => path.startsWith('/assets/game-scoring-'))).toBe(true);
    expect(shell.some((path) => path.startsWith('/api/'))).toBe(false);
    await status(page).getByText('All scores synced').waitFor();
  });

  it('scores three holes offline, keeps them through a reload, and sends each exactly once when back online', async () => {
    keepScreenOnFailure();
    // The Idempotency-Key of every score sent: made when the player saved, kept through the reload.
    const sentKeys: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(`/api/games/${gameId}/scores`))
        sentKeys.push(request.headers()['idempotency-key'] ?? '');
    });
    const storedKeys = () =>
      page.evaluate(() =>
        [...(window.localStorage.getItem('golfQueryCache') ?? '').matchAll(/"idempotencyKey":"([^"]+)"/g)].map((m) => m[1]!),
      );
    await context.setOffline(true);
    await page.getByText('Offline', { exact: true }).waitFor();
    for (let hole = 1; hole <= 3; hole += 1) {
      await holeHeading(page, hole).waitFor();
      for (const [i, player] of PLAYERS.entries())
        await page.getByLabel(`Strokes for ${player.name}`).fill(String(offlineStrokes(i, hole)));
      await page.getByRole('button', { name: 'Next Hole' }).click();
    }
    await holeHeading(page, 4).waitFor();
    for (const hole of [1, 2, 3]) await holeButton(page, `Hole ${hole} waiting to sync`).waitFor();
    await status(page).getByText('6 scores waiting to sync').waitFor();
    expect(await history(), 'nothing reached the server while offline').toEqual([]);
    await expect.poll(async () => (await storedKeys()).length, { message: 'the queued saves are stored with their keys' }).toBe(6);
    const queuedKeys = await storedKeys();

    // The service worker serves the app shell, the persisted cache the game, the queue the saves.
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker(), 'the page came from the service worker').toBe(true);
    await holeHeading(page, 4).waitFor();
    await page.getByText('Offline', { exact: true }).waitFor();
    for (const hole of [1, 2, 3]) await holeButton(page, `Hole ${hole} waiting to sync`).waitFor();
    await status(page).getByText('6 scores waiting to sync').waitFor();
    await holeButton(page, 'Hole 2 waiting to sync').click();
    await expect
      .poll(() => page.getByLabel('Strokes for Ben').inputValue(), { message: 'the queued score shows on its hole' })
      .toBe(String(offlineStrokes(1, 2)));
    await page.screenshot({ path: `${SHOTS}/offline-waiting-to-sync.png` });
    await page.getByRole('button', { name: 'Back to hole 4' }).click();

    await context.setOffline(false);
    await status(page).getByText('All scores synced').waitFor();
    await expect(page.getByText('Offline', { exact: true }).count()).resolves.toBe(0);
    for (const hole of [1, 2, 3]) await holeButton(page, `Hole ${hole}`).waitFor();
    await page.screenshot({ path: `${SHOTS}/offline-all-synced.png` });

    const entries = await history();
    for (const hole of [1, 2, 3]) {
      for (const [i, playerId] of playerIds.entries()) {
        const events = entries.filter((e) => e.holeNumber === hole && e.playerId === playerId);
        expect(
          events.map((e) => [e.kind, e.strokes]),
          `hole ${hole}, ${PLAYERS[i]!.name}`,
        ).toEqual([['entered', offlineStrokes(i, hole)]]);
      }
    }
    const game = await apiCall('GET', `/api/games/${gameId}`, { token });
    expect(game.currentHole, 'the queued Next Hole moves reached the server too').toBe(4);
    expect(new Set(sentKeys), 'after the reload, the saves went with the keys made when the player saved').toEqual(new Set(queuedKeys));
  });

  it('records a save replayed by hand with the same Idempotency-Key once', async () => {
    keepScreenOnFailure();
    const send = () =>
      fetch(`${inject('appUrl')}/api/games/${gameId}/scores`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Idempotency-Key': `replay-${run}` },
        body: JSON.stringify({ playerId: playerIds[0], roundNumber: 1, holeNumber: 5, strokes: 6, expectedStrokes: null }),
      });
    const [first, second] = [await send(), await send()];
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(((await second.json()) as { change: string }).change).toBe('unchanged');
    const events = (await history()).filter((e) => e.holeNumber === 5);
    expect(events.map((e) => [e.kind, e.strokes])).toEqual([['entered', 6]]);
  });

  it('shows a conflict when someone else changed a queued hole meanwhile, and never overwrites it silently', async () => {
    keepScreenOnFailure();
    const ben = playerIds[1]!;
    const seen = offlineStrokes(1, 2);
    await context.setOffline(true);
    await holeButton(page, 'Hole 2').click();
    await page.getByLabel('Strokes for Ben').fill(String(seen + 2));
    await page.getByRole('button', { name: 'Update Hole 2' }).click();
    await page.getByText('Saved on this phone').waitFor();
    await holeButton(page, 'Hole 2 waiting to sync').waitFor();

    // Another phone corrects Ben's hole 2 while this one is offline.
    await apiCall('POST', `/api/games/${gameId}/scores`, {
      token,
      body: { playerId: ben, roundNumber: 1, holeNumber: 2, strokes: seen + 1 },
    });
    await context.setOffline(false);
    const conflict = page
      .getByRole('alert')
      .filter({ hasText: `Hole 2: Ben's score was changed to ${seen + 1} by someone else; yours was ${seen + 2}` });
    await conflict.waitFor();
    await holeButton(page, 'Hole 2 not synced').waitFor();
    await status(page).getByText('1 score not synced').waitFor();
    await page.getByRole('button', { name: 'Close notification' }).click();
    await page.screenshot({ path: `${SHOTS}/offline-conflict.png` });
    expect((await holeScores(2)).find((s) => s.playerId === ben)?.strokes, 'the other phone’s score stands').toBe(seen + 1);

    await conflict.getByRole('button', { name: `Send mine (${seen + 2})` }).click();
    await status(page).getByText('All scores synced').waitFor();
    await expect(page.getByRole('alert').filter({ hasText: "Ben's score was changed" }).count()).resolves.toBe(0);
    await expect.poll(async () => (await holeScores(2)).find((s) => s.playerId === ben)?.strokes).toBe(seen + 2);
    const benHole2 = (await history()).filter((e) => e.holeNumber === 2 && e.playerId === ben);
    expect(benHole2.map((e) => [e.kind, e.strokes, e.previousStrokes])).toEqual([
      ['entered', seen, null],
      ['corrected', seen + 1, seen],
      ['corrected', seen + 2, seen + 1],
    ]);
  });

  it('forgets what the phone kept (cache and queue) when the player signs out', async () => {
    keepScreenOnFailure();
    const kept = () => page.evaluate(() => window.localStorage.getItem('golfQueryCache') ?? '');
    await expect.poll(kept, { message: 'the game is kept on the phone' }).toContain(gameId);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByRole('link', { name: 'Get Started' }).waitFor();
    await expect.poll(kept, { message: 'nothing of the game is left on the phone' }).not.toContain(gameId);
    expect(await kept()).not.toContain('save-score');
  });
});
