import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, signedInPhonePage } from './support/browser.ts';
import { startedGame } from './support/started-game.ts';
import { apiCall, registerAccount } from './support/test-api.ts';

const run = Date.now().toString(36);
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5];
const tee = { name: 'White', color: 'white', rating: 72, slope: 113 };

/**
 * Records every EventSource the page opens and the `changed` events each receives, so a test can
 * tell when the page is live and whether its streams are open or closed.
 */
function watchLiveStreams() {
  const Native = window.EventSource;
  const seen: Array<{ source: EventSource; changes: string[] }> = [];
  (window as unknown as { liveStreams: typeof seen }).liveStreams = seen;
  window.EventSource = class extends Native {
    constructor(url: string | URL, init?: EventSourceInit) {
      super(url, init);
      const record = { source: this as EventSource, changes: [] as string[] };
      seen.push(record);
      this.addEventListener('changed', (event) => record.changes.push((event as MessageEvent<string>).data));
    }
  };
}

/** EventSource.readyState values. */
const OPEN = 1;
const CLOSED = 2;

type StreamStates = Array<{ url: string; readyState: number; changes: number }>;
const streams = (page: Page): Promise<StreamStates> =>
  page.evaluate(() =>
    (window as unknown as { liveStreams: Array<{ source: EventSource; changes: string[] }> }).liveStreams.map(({ source, changes }) => ({
      url: source.url,
      readyState: source.readyState,
      changes: changes.length,
    })),
  );
/** The page holds an open stream that has delivered its opening change: from now on it hears every change. */
const liveAndCaughtUp = async (page: Page) =>
  expect.poll(async () => (await streams(page)).some((s) => s.readyState === OPEN && s.changes > 0), { timeout: 10_000 }).toBe(true);

/** What a phone does when the app goes to the background: the page is hidden (or shown again). */
const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);

/** The detail line of a player's leaderboard row: "<to par> · Thru n". */
const rowDetail = (page: Page, name: string) => page.locator('.lb-row', { hasText: name }).locator('.lb-row__detail');

describe('live leaderboards and the score history', () => {
  let browser: Browser;
  let adminToken: string;
  let playerToken: string;
  let gameId: string;
  const playerIds: Record<'Ada' | 'Pat' | 'Vic', string> = { Ada: '', Pat: '', Vic: '' };
  let playerPage: Page;
  let scoreHistoryReads = 0;

  /** The admin enters (or corrects) a score through the API, as another phone would. */
  // The admin enters every card, Pat's (a player on their own phone) on purpose (decision 0700).
  const enter = (player: keyof typeof playerIds, holeNumber: number, strokes: number) =>
    apiCall('POST', `/api/games/${gameId}/scores`, {
      token: adminToken,
      body: { playerId: playerIds[player], roundNumber: 1, holeNumber, strokes, onBehalf: true },
    });

  const openAs = async (token: string, path: string) => {
    const page = await signedInPhonePage(browser, token, { baseURL: inject('appUrl') });
    await page.addInitScript(watchLiveStreams);
    await page.goto(path);
    return page;
  };

  beforeAll(async () => {
    const register = async (name: string, lastName: string) =>
      registerAccount({
        username: `${name.toLowerCase()}${run}`,
        email: `${name.toLowerCase()}.${run}@example.com`,
        firstName: name,
        lastName,
        handicap: 10,
      });
    const admin = await register('Ada', 'Admin');
    const player = await register('Pat', 'Player');
    adminToken = admin.token;
    const users = { Ada: admin.userId, Pat: player.userId, Vic: null };
    const names = ['Ada', 'Pat', 'Vic'] as const;
    const started = await startedGame({
      token: adminToken,
      course: { name: `Live Links ${run}`, location: 'Here' },
      tee,
      pars: PARS,
      game: { name: `Live Dogfight ${run}`, gameType: 'dogfight', numberOfRounds: 1 },
      players: names.map((name) => ({ name, handicap: 10, userId: users[name] })),
    });
    gameId = started.gameId;
    names.forEach((name, i) => (playerIds[name] = started.playerIds[i]!));
    await enter('Vic', 1, 4);

    browser = await launchBrowser();
    // Pat plays in the game without running it: the viewer whose leaderboard must move by itself.
    playerToken = String(player.token);
    playerPage = await openAs(playerToken, `/game/${gameId}/leaderboard`);
    playerPage.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/score-history')) scoreHistoryReads += 1;
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  // How fast it moves is a speed target, measured by `npm run bench -- score` (its lag column), not here.
  it("moves a viewer's leaderboard by itself when a score is entered on another phone, without a reload", async () => {
    await rowDetail(playerPage, 'Vic').getByText('Thru 1').waitFor();
    await liveAndCaughtUp(playerPage);
    await playerPage.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));

    const entered = await enter('Vic', 2, 5);
    const start = Date.now();
    await rowDetail(playerPage, 'Vic').getByText('Thru 2').waitFor({ timeout: 5000 });
    const elapsed = Date.now() - start;
    console.log(`[e2e] the viewer's leaderboard showed the new score ${elapsed} ms after the API answered (position ${entered.position})`);
    expect(await playerPage.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });

  it('closes the stream while the page is hidden, and catches up once when shown again', async () => {
    await setVisibility(playerPage, 'hidden');
    await expect.poll(async () => (await streams(playerPage)).map((s) => s.readyState)).not.toContain(OPEN);
    expect((await streams(playerPage)).every((s) => s.readyState === CLOSED)).toBe(true);
    const opened = (await streams(playerPage)).length;

    // Nothing is pushed to a hidden page: the score entered meanwhile is not on it.
    await enter('Vic', 3, 3);
    await playerPage.waitForTimeout(1500);
    expect(await rowDetail(playerPage, 'Vic').textContent()).toContain('Thru 2');
    expect((await streams(playerPage)).length, 'no stream was opened while hidden').toBe(opened);

    await setVisibility(playerPage, 'visible');
    await rowDetail(playerPage, 'Vic').getByText('Thru 3').waitFor({ timeout: 5000 });
    const after = await streams(playerPage);
    expect(after).toHaveLength(opened + 1);
    // A fresh ticket for the stream, never the session token, in the stream's URL (it reaches access logs).
    expect(after.at(-1)!.url).toContain(`/api/games/${gameId}/live?ticket=`);
    expect(after.at(-1)!.url).not.toContain(playerToken);
    expect(after.at(-1)!.readyState).toBe(OPEN);
  });

  it("marks a corrected hole on the admin's scorecard and shows its history; a player sees neither", async () => {
    const adminPage = await openAs(adminToken, `/game/${gameId}/leaderboard`);
    await adminPage.locator('.lb-row__summary', { hasText: 'Vic' }).click();
    await adminPage.getByRole('button', { name: /^\d+ on hole 2: show its history$/ }).waitFor();
    expect(await adminPage.getByRole('img', { name: 'Hole 2 corrected' }).count()).toBe(0);
    await liveAndCaughtUp(adminPage);

    // The admin fixes Vic's hole 2 from another phone: the open scorecard marks it live.
    await enter('Vic', 2, 4);
    await adminPage.getByRole('img', { name: 'Hole 2 corrected' }).waitFor({ timeout: 5000 });
    expect(await adminPage.getByRole('img', { name: /^Hole \d+ corrected$/ }).count()).toBe(1);

    await adminPage.getByRole('button', { name: '4 on hole 2: show its history' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Hole 2 History' });
    await dialog.getByText('Vic · Round 1').waitFor();
    const lines = dialog.locator('.hole-history__entry');
    await expect.poll(() => lines.locator('.hole-history__change').allTextContents()).toEqual(['Entered 5', 'Corrected 5 → 4']);
    expect(await lines.locator('.hole-history__who').allTextContents()).toEqual(['Ada Admin · Owner', 'Ada Admin · Owner']);
    expect(await lines.locator('time').count()).toBe(2);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await adminPage.context().close();

    // Pat's card of Vic shows the corrected 4, with no mark and nothing to open; the history was never read.
    await playerPage.locator('.lb-row__summary', { hasText: 'Vic' }).click();
    const vicsCard = playerPage.locator('.lb-row', { hasText: 'Vic' });
    await expect.poll(() => vicsCard.locator('td[title^="Hole 2,"]').textContent()).toBe('4');
    expect(await playerPage.getByRole('img', { name: /corrected/ }).count()).toBe(0);
    expect(await playerPage.getByRole('button', { name: /Show history/ }).count()).toBe(0);
    expect(scoreHistoryReads).toBe(0);
  });

  it("keeps the home card of a current game live: the player's standing moves with their scores", async () => {
    await playerPage.goto('/');
    const stats = playerPage.locator('.my-stats');
    await stats.getByText('Points').waitFor();
    await liveAndCaughtUp(playerPage);
    const points = () => stats.locator('div', { hasText: 'Points' }).locator('dd').textContent();
    const before = await points();

    // A birdie on hole 1 (par 4) earns Pat points: the card shows them without a reload.
    await enter('Pat', 1, 3);
    await expect.poll(points, { timeout: 3000 }).not.toBe(before);
  });

  it('draws the next score from the live change itself: the open leaderboard is patched, not fetched again', async () => {
    const page = await openAs(adminToken, `/game/${gameId}/leaderboard`);
    await rowDetail(page, 'Pat').getByText('Thru 1').waitFor();
    await liveAndCaughtUp(page);
    let boardFetches = 0;
    page.on('request', (request) => {
      if (/\/api\/games\/[^/]+\/leaderboard/.test(request.url())) boardFetches += 1;
    });

    await enter('Pat', 2, 4);
    await rowDetail(page, 'Pat').getByText('Thru 2').waitFor({ timeout: 5000 });
    await page.waitForTimeout(500);
    expect(boardFetches, 'the leaderboard was fetched again instead of patched').toBe(0);
    await page.context().close();
  });
});
