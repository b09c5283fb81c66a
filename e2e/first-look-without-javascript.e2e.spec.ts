import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, PHONE } from './support/browser.ts';
import { docScreen } from './support/doc-screens.ts';
import { apiCall } from './support/test-api.ts';
import { threePlayerBoard } from './support/three-player-board.ts';

const run = Date.now().toString(36);

type Entry = { player: { name: string }; position: number; toPar: string; holesPlayed: number };

/**
 * The HTML alone shows the state of play (decisions 0431, 0432). A phone with JavaScript turned
 * off opens a viewer link and reads the board the server drew: every player's name, position and
 * total.
 */
describe('a viewer link with JavaScript disabled', () => {
  let browser: Browser;
  let context: BrowserContext;
  let gameId: string;
  let viewCode: string;
  let entries: Entry[];

  beforeAll(async () => {
    const made = await threePlayerBoard(
      { username: `nojs${run}`, email: `nojs.${run}@example.com`, firstName: 'Nora', lastName: 'Script' },
      { course: `Plain Links ${run}`, game: `Plain ${run}` },
    );
    ({ gameId, viewCode } = made);
    // The board as the API reads it once the three scores are in (the read side is a moment behind).
    const board = async () => (await apiCall('GET', `/api/games/${gameId}/leaderboard`, { token: made.token })).entries as Entry[];
    for (let tries = 0; tries < 50; tries += 1) {
      entries = await board();
      if (entries.length === 3 && entries.every((entry) => entry.holesPlayed === 1)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    browser = await launchBrowser();
    context = await browser.newContext({ ...PHONE, baseURL: inject('appUrl'), javaScriptEnabled: false });
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('shows every player’s name, position and total, in the order of the board', async () => {
    const page = await context.newPage();
    await page.goto(`/game/${gameId}/join?code=${viewCode}`);
    expect(await page.getByText('Viewer access').isVisible()).toBe(true);
    const rows = page.locator('.lb-row');
    expect(await rows.count()).toBe(3);
    const shown = await rows.evaluateAll((items) =>
      items.map((item) => ({
        name: item.querySelector('.lb-row__name')?.textContent,
        place: item.querySelector('.lb-row__summary > span[aria-label]')?.textContent,
        total: item.querySelector('.lb-row__figure')?.textContent,
      })),
    );
    expect(shown).toEqual(
      entries.map((entry) => ({ name: entry.player.name, place: expect.stringContaining(String(entry.position)), total: entry.toPar })),
    );
    expect(shown.map((row) => row.name)).toEqual(['Ada Early', 'Ben Level', 'Cy Over']);
    expect(shown.map((row) => row.total)).toEqual(['-1', 'E', '+1']);
    for (const name of ['Ada Early', 'Ben Level', 'Cy Over']) expect(await page.getByText(name, { exact: true }).isVisible()).toBe(true);
    await page.close();
  });

  it('shows the TV view’s board too', async () => {
    const page = await context.newPage();
    await page.goto(`/game/${gameId}/tv?code=${viewCode}`);
    expect(await page.locator('.tv__name').allTextContents()).toEqual(['Ada Early', 'Ben Level', 'Cy Over']);
    expect(await page.locator('.tv__figure').first().textContent()).toContain('-1');
    await page.close();
  });

  it('opens the board with Enter Game, a plain link, and draws it on the server: the leaderboard’s own page (decision 0704)', async () => {
    const page = await context.newPage();
    await page.goto(`/game/${gameId}/join?code=${viewCode}`);
    // The join card does not ask again for the code its link brought; Notify me says what it needs.
    expect(await page.getByText('Your link brought the code: this is the game it opens.').isVisible()).toBe(true);
    // Playwright's text queries skip <noscript>: the note is read by its class.
    const note = page.locator('.noscript-note');
    expect(await note.isVisible()).toBe(true);
    expect(await note.textContent()).toBe('Notifications need JavaScript: turn it on in this browser, then tap Notify me.');
    await page.getByRole('link', { name: 'Enter Game' }).click();
    await page.waitForURL(`**/game/${gameId}/leaderboard?code=${viewCode}`);
    expect(await page.locator('.lb-row__name').allTextContents()).toEqual(['Ada Early', 'Ben Level', 'Cy Over']);
    expect(await page.locator('.lb-row__figure').allTextContents()).toEqual(['-1', 'E', '+1']);
    expect(await page.locator('.lb-header__where').textContent()).toBe('Thru 1');
    expect(await page.locator('.noscript-note').textContent()).toMatch(/^The scores as they stood when this page was opened/);
    expect(await page.locator('.noscript-note').isVisible()).toBe(true);
    await docScreen(page, 'leaderboard-without-javascript');
    await page.close();
  });

  it('says how to get a board when the leaderboard’s address is opened without the code', async () => {
    const page = await context.newPage();
    await page.goto(`/game/${gameId}/leaderboard`);
    expect(await page.locator('.noscript-note').textContent()).toMatch(
      /^This board needs JavaScript\. Without it, open the game's viewer link/,
    );
    expect(await page.locator('.noscript-note').isVisible()).toBe(true);
    expect(await page.getByText('Ada Early').count()).toBe(0);
    await page.close();
  });

  it('shows nothing of the game for a code that is not the game’s', async () => {
    const page = await context.newPage();
    const other = viewCode === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    for (const screen of ['join', 'leaderboard']) {
      await page.goto(`/game/${gameId}/${screen}?code=${other}`);
      expect(await page.locator('.lb-row').count()).toBe(0);
      expect(await page.getByText('Ada Early').count()).toBe(0);
    }
    await page.close();
  });
});

/** The leaderboard's drawn page (decision 0704) once the app runs: it takes the page's place, as on the join page. */
describe('the leaderboard’s drawn page with JavaScript on', () => {
  let browser: Browser;
  let gameId: string;
  let viewCode: string;

  beforeAll(async () => {
    ({ gameId, viewCode } = await threePlayerBoard(
      { username: `drawn${run}`, email: `drawn.${run}@example.com`, firstName: 'Dora', lastName: 'Drawn' },
      { course: `Drawn Links ${run}`, game: `Drawn ${run}` },
    ));
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('given the view code in its address, then the app swaps it for a pass and shows its own live board', async () => {
    const context = await browser.newContext({ ...PHONE, baseURL: inject('appUrl') });
    const page = await context.newPage();
    await page.goto(`/game/${gameId}/leaderboard?code=${viewCode}`);
    await page.locator('#root').getByRole('button', { name: 'Notify me' }).waitFor();
    // The app has taken the server's page over (decision 0740: it takes the root's mark away).
    await expect.poll(() => page.locator('#root[data-drawn]').count()).toBe(0);
    expect(await page.locator('#root .lb-row__name').allTextContents()).toEqual(['Ada Early', 'Ben Level', 'Cy Over']);
    expect(await page.evaluate((id) => Boolean(JSON.parse(localStorage.getItem('guestPasses') ?? '{}')[id]), gameId)).toBe(true);
    await context.close();
  });

  it('given neither a code nor a pass, then a visitor gets the landing page, not the drawn spinner', async () => {
    const context = await browser.newContext({ ...PHONE, baseURL: inject('appUrl') });
    const page = await context.newPage();
    await page.goto(`/game/${gameId}/leaderboard`);
    await page.getByRole('link', { name: 'Get Started' }).waitFor();
    // The app has taken the server's page over (decision 0740: it takes the root's mark away).
    await expect.poll(() => page.locator('#root[data-drawn]').count()).toBe(0);
    await context.close();
  });
});
