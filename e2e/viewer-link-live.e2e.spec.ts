import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, PHONE } from './support/browser.ts';
import { apiCall } from './support/test-api.ts';
import { threePlayerBoard } from './support/three-player-board.ts';

const run = Date.now().toString(36);

/** The rows of the board on screen (the server's drawn one, or the app's once it took over): the join page's, or the leaderboard's. */
const rowsOn = (page: Page, board = '.join-board') =>
  page.locator(`${board} .lb-row`).evaluateAll((items) =>
    items
      .filter((item) => (item as HTMLElement).checkVisibility())
      .map((item) => ({
        name: item.querySelector('.lb-row__name')?.textContent,
        place: item.querySelector('.lb-row__summary > span[aria-label]')?.textContent,
        total: item.querySelector('.lb-row__figure')?.textContent,
        detail: item.querySelector('.lb-row__detail')?.textContent,
      })),
  );

/** Counts the page's live streams: every EventSource it made, and how many are not closed. */
const countStreams = () => {
  const made: EventSource[] = [];
  const Native = window.EventSource;
  window.EventSource = class extends Native {
    constructor(url: string | URL, init?: EventSourceInit) {
      super(url, init);
      made.push(this);
    }
  };
  (window as unknown as { streams: () => { made: number; open: number } }).streams = () => ({
    made: made.length,
    open: made.filter((source) => source.readyState !== EventSource.CLOSED).length,
  });
};
const streamsOf = (page: Page) => page.evaluate(() => (window as unknown as { streams: () => { made: number; open: number } }).streams());

/**
 * Decision 0560: the board a spectator opens from a viewer link keeps up with the game
 * from the moment it is shown: the page's own small script follows the game's live stream before
 * the app arrives (and without it), and the app follows that same stream once it takes over.
 */
describe('a viewer link’s board, live', () => {
  let browser: Browser;
  let token: string;
  let gameId: string;
  let playerIds: string[];
  let viewCode: string;
  let hole = 1;

  /** Every player scores the next hole (Cy two under it, Ada two over: the order turns round). */
  const playHole = async (strokes: (index: number) => number) => {
    hole += 1;
    for (const [index, playerId] of playerIds.entries())
      await apiCall('POST', `/api/games/${gameId}/scores`, {
        token,
        body: { playerId, roundNumber: 1, holeNumber: hole, strokes: strokes(index) },
      });
  };
  const board = async () =>
    (
      (await apiCall('GET', `/api/games/${gameId}/leaderboard`, { token })).entries as Array<{
        player: { name: string };
        toPar: string;
        holesPlayed: number;
      }>
    ).map((entry) => ({ name: entry.player.name, total: entry.toPar, holes: entry.holesPlayed }));

  /** The API's board once every player has played `holes` holes. */
  const boardAt = async (holes: number) => {
    for (let tries = 0; tries < 100; tries += 1) {
      const entries = await board();
      if (entries.every((entry) => entry.holes === holes)) return entries;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the board never reached ${holes} holes`);
  };

  beforeAll(async () => {
    ({ token, gameId, playerIds, viewCode } = await threePlayerBoard(
      { username: `livelink${run}`, email: `livelink.${run}@example.com`, firstName: 'Lia', lastName: 'Link' },
      { course: `Live Links ${run}`, game: `Live ${run}` },
    ));
    // The read side is a moment behind the scores.
    await boardAt(1);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  const phone = async (setUp: (context: BrowserContext) => Promise<unknown>) => {
    const context = await browser.newContext({ ...PHONE, baseURL: inject('appUrl') });
    await context.addInitScript(countStreams);
    await setUp(context);
    return context;
  };

  it('keeps the drawn board current before the app arrives, and without it', async () => {
    // The app's own code never arrives: only the page and its small live script.
    const context = await phone((c) => c.route(/\/assets\/(?!first-screen-live-)[^/]+\.js$/, (route) => route.abort()));
    const page = await context.newPage();
    const streamAnswered = page.waitForResponse((response) => /\/api\/games\/[^/]+\/live\?ticket=/.test(response.url()));
    await page.goto(`/game/${gameId}/join?code=${viewCode}`);
    expect((await streamAnswered).status()).toBe(200);
    expect((await rowsOn(page)).map((row) => [row.name, row.total])).toEqual([
      ['Ada Early', '-1'],
      ['Ben Level', 'E'],
      ['Cy Over', '+1'],
    ]);

    await playHole((index) => 6 - index * 2); // Ada 6, Ben 4, Cy 2
    await expect
      .poll(() => rowsOn(page))
      .toEqual([
        { name: 'Cy Over', place: '1', total: '-1', detail: '7 gross · Thru 2' },
        { name: 'Ben Level', place: '2', total: 'E', detail: '8 gross · Thru 2' },
        { name: 'Ada Early', place: '3', total: '+1', detail: '9 gross · Thru 2' },
      ]);
    // Still the server's page: the app never took over.
    expect(await page.locator('#root[data-drawn]').count()).toBe(1);
    expect(await streamsOf(page)).toEqual({ made: 1, open: 1 });
    await context.close();
  });

  it('opens the leaderboard live when Enter Game is tapped before the app arrives, which then adopts it (decision 0742)', async () => {
    // The app's own code held back until the board has moved.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const context = await phone((c) =>
      c.route(/\/assets\/(?!first-screen-live-)[^/]+\.js$/, async (route) => {
        await held;
        // A request of the page the tap left is gone by then.
        await route.continue().catch(() => undefined);
      }),
    );
    const page = await context.newPage();
    const said: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') said.push(message.text());
    });
    page.on('pageerror', (error) => said.push(error.message));
    const joinStream = page.waitForResponse((response) => /\/api\/games\/[^/]+\/live\?ticket=/.test(response.url()));
    await page.goto(`/game/${gameId}/join?code=${viewCode}`, { waitUntil: 'commit' });
    await joinStream;
    // The drawn page's Enter Game is a plain link (decision 0704): the leaderboard's page, drawn, with a stream of its own.
    const boardStream = page.waitForResponse((response) => /\/api\/games\/[^/]+\/live\?ticket=/.test(response.url()));
    await page.locator('#root').getByRole('link', { name: 'Enter Game' }).click();
    await page.waitForURL(/\/leaderboard\?code=/, { waitUntil: 'commit' });
    expect((await boardStream).status()).toBe(200);
    expect(await streamsOf(page)).toEqual({ made: 1, open: 1 });

    await playHole((index) => 5 - index); // Ada 5, Ben 4, Cy 3
    const expected = (await boardAt(hole)).map((entry) => [entry.name, entry.total, `Thru ${hole}`]);
    await expect
      .poll(async () => (await rowsOn(page, '.leaderboard')).map((row) => [row.name, row.total, row.detail?.replace(/^.* · /, '')]))
      .toEqual(expected);
    expect(await page.locator('#root[data-drawn]').count()).toBe(1);

    // The app arrives: it adopts the moved board without a word in the console, with the page's pass (no join posted).
    const joins: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/join$/.test(request.url())) joins.push(request.url());
    });
    release();
    await expect.poll(() => page.locator('#root[data-drawn]').count()).toBe(0);
    await page.locator('#root').getByRole('button', { name: 'Notify me' }).first().waitFor();
    await expect.poll(() => streamsOf(page)).toEqual({ made: 2, open: 1 });
    expect(joins).toEqual([]);
    expect(said).toEqual([]);
    await context.close();
  });

  it('hands its stream to the app: one stream, the board still live, and the leaderboard’s own after Enter Game', async () => {
    const context = await phone(async () => undefined);
    const page = await context.newPage();
    await page.goto(`/game/${gameId}/join?code=${viewCode}`);
    // The app's own join screen is there (the server's copy went).
    await page.locator('#root').getByRole('link', { name: 'Enter Game' }).waitFor();
    await expect.poll(() => page.locator('#root[data-drawn]').count()).toBe(0);
    await expect.poll(() => streamsOf(page)).toEqual({ made: 1, open: 1 });

    await playHole((index) => 4 + index); // Ada 4, Ben 5, Cy 6: Ben to +1, Cy to +1
    const expected = (await boardAt(hole)).map((entry) => [entry.name, entry.total, `Thru ${hole}`]);
    await expect
      .poll(async () => (await rowsOn(page)).map((row) => [row.name, row.total, row.detail?.replace(/^.* · /, '')]))
      .toEqual(expected);
    expect(await streamsOf(page)).toEqual({ made: 1, open: 1 });

    // 'Enter Game': the join screen lets the page's stream go, and the leaderboard opens its own.
    await page.locator('#root').getByRole('link', { name: 'Enter Game' }).click();
    await page.waitForURL(/\/leaderboard/);
    await expect.poll(() => streamsOf(page)).toEqual({ made: 2, open: 1 });
    await context.close();
  });
});
