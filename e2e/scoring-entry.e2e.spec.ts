import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, signedInPhonePage } from './support/browser.ts';
import { startedGame } from './support/started-game.ts';
import { apiCall, registerAccount } from './support/test-api.ts';
import { controlsUnder, elementAtCentre } from './support/screen-geometry.ts';

const run = Date.now().toString(36);
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5];
const PLAYERS = ['Ava', 'Ben', 'Cal', 'Dee'];

const holeHeading = (page: Page, hole: number) => page.getByRole('heading', { level: 1, name: `Hole ${hole}`, exact: true });
const strokesBox = (page: Page, name: string) => page.getByLabel(`Strokes for ${name}`);

/** A started one-round dogfight for four players; the organiser's phone on its scoring screen. */
describe('scoring entry on a phone: clearing a box, leaving a hole, the last hole, toasts', () => {
  let browser: Browser;
  let page: Page;
  let token: string;
  let gameId: string;
  const holeScores = async (hole: number) =>
    (await apiCall('GET', `/api/games/${gameId}/scores/1/${hole}`, { token })) as unknown as Array<{ playerId: string; strokes: number }>;

  beforeAll(async () => {
    const account = await registerAccount({
      username: `entry${run}`,
      email: `entry.${run}@example.com`,
      firstName: 'Ava',
      lastName: 'Entry',
      handicap: 8,
    });
    token = account.token;
    ({ gameId } = await startedGame({
      token,
      course: { name: `Entry Links ${run}`, location: 'Here' },
      tee: { name: 'White', color: 'white', rating: 72, slope: 113 },
      pars: PARS,
      game: { name: `Entry Dogfight ${run}`, gameType: 'dogfight', numberOfRounds: 1 },
      players: PLAYERS.map((name, i) => ({ name, handicap: 10 + i, userId: i === 0 ? account.userId : null })),
    }));
    browser = await launchBrowser();
    page = await signedInPhonePage(browser, token, { baseURL: inject('appUrl') });
    await page.goto(`/game/${gameId}/scoring`);
    await holeHeading(page, 1).waitFor();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('clears a strokes box with Backspace, and then takes any score typed (6 on a par 4)', async () => {
    const box = strokesBox(page, 'Ava');
    await box.click();
    await box.press('Backspace');
    await expect.poll(() => box.inputValue(), { message: 'the box is empty, not back at par' }).toBe('');
    await box.press('6');
    await expect.poll(() => box.inputValue()).toBe('6');
    await page.getByLabel('Ava to par: +2').waitFor();
    // Emptied and left: the box shows the par again, as the spec says.
    const other = strokesBox(page, 'Ben');
    await other.click();
    await other.press('Backspace');
    await strokesBox(page, 'Cal').click();
    await expect.poll(() => other.inputValue()).toBe('4');
    await box.fill('4');
  });

  it('saves the whole hole as shown when Back is pressed after one player changed: never half a hole', async () => {
    await page.getByRole('button', { name: 'One stroke more for Ben' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(async () => (await holeScores(1)).map((s) => s.strokes).sort()).toEqual([4, 4, 4, 5]);
    await page.getByRole('link', { name: 'Continue' }).click();
    await holeHeading(page, 1).waitFor();
    await expect.poll(() => strokesBox(page, 'Ben').inputValue()).toBe('5');
  });

  it('places a toast over no control, and lets a tap through to what is under it', async () => {
    await page.getByRole('button', { name: 'Next Hole' }).click();
    await holeHeading(page, 2).waitFor();
    await page.getByRole('button', { name: 'Hole 1', exact: true }).click();
    await holeHeading(page, 1).waitFor();
    await page.getByRole('button', { name: 'Update Hole 1' }).click();
    const toast = page.getByRole('region', { name: 'Notifications (F8)' }).locator('.toast', { hasText: 'Score Updated!' });
    await toast.waitFor();
    expect(await controlsUnder(page, '.toast'), 'controls the toast covers').toEqual([]);
    expect(await elementAtCentre(page, '.toast'), 'a tap on the toast lands on the page beneath it').not.toMatch(/toast/);
    // Within the toast's 5 s, the header's buttons answer a tap.
    await page.getByRole('button', { name: 'Leaderboard' }).click({ timeout: 2_000 });
    await page.waitForURL(`**/game/${gameId}/leaderboard`);
    await page.goBack();
    await holeHeading(page, 2).waitFor();
  });

  it('names the last hole’s button Finish Game, and finishing it completes the game', async () => {
    await apiCall('PATCH', `/api/games/${gameId}`, { token, body: { currentHole: 18 } });
    await page.reload();
    await holeHeading(page, 18).waitFor();
    await expect(page.getByRole('button', { name: 'Next Hole' }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Finish Game' }).click();
    await page.waitForURL(`**/game/${gameId}/leaderboard`);
    await page.getByText('Game Complete', { exact: true }).waitFor();
  });
});
