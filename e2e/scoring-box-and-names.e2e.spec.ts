import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, signedInPhonePage } from './support/browser.ts';
import { startedGame } from './support/started-game.ts';
import { apiCall, registerAccount } from './support/test-api.ts';

const run = Date.now().toString(36);
const PARS = Array.from({ length: 18 }, () => 4);
// Long names as people have them; the 18 handicap gives every hole a handicap dot beside the name.
const PLAYERS = [
  { name: 'Alex Organiser', handicap: 18 },
  { name: 'Bartholomew Kingsley-Smith', handicap: 24 },
  { name: 'Christopher Montgomery', handicap: 5 },
  { name: 'Di Ng', handicap: 0 },
];

const holeHeading = (page: Page, hole: number) => page.getByRole('heading', { level: 1, name: `Hole ${hole}`, exact: true });
const strokesBox = (page: Page, name: string) => page.getByLabel(`Strokes for ${name}`);
const toastWith = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications (F8)' }).locator('.toast', { hasText: text });

describe('the scoring screen on a 390 × 844 phone: a 0 in a strokes box, long names', () => {
  let browser: Browser;
  let page: Page;
  let token: string;
  let gameId: string;
  const holeScores = async (hole: number) =>
    (await apiCall('GET', `/api/games/${gameId}/scores/1/${hole}`, { token })) as unknown as unknown[];

  beforeAll(async () => {
    const account = await registerAccount({
      username: `zero${run}`,
      email: `zero.${run}@example.com`,
      firstName: 'Alex',
      lastName: 'Organiser',
      handicap: 18,
    });
    token = account.token;
    ({ gameId } = await startedGame({
      token,
      course: { name: `Zero Links ${run}`, location: 'Here' },
      tee: { name: 'White', color: 'white', rating: 72, slope: 113 },
      pars: PARS,
      game: { name: `Zero Game ${run}`, gameType: 'dogfight', numberOfRounds: 1 },
      players: PLAYERS.map((p, i) => ({ ...p, userId: i === 0 ? account.userId : null })),
    }));
    browser = await launchBrowser();
    page = await signedInPhonePage(browser, token, { baseURL: inject('appUrl') });
    await page.goto(`/game/${gameId}/scoring`);
    await holeHeading(page, 1).waitFor();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows every player’s whole first name (at least) beside the strokes box, cut nowhere', async () => {
    for (const { name } of PLAYERS) {
      const row = page.locator('.score-row', { has: strokesBox(page, name) });
      const shown = await row.locator('.score-row__name').evaluate((element) => {
        const first = element.textContent!.split(' ')[0]!;
        const range = document.createRange();
        range.setStart(element.firstChild!, 0);
        range.setEnd(element.firstChild!, first.length);
        const word = range.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        return {
          text: element.textContent,
          overflows: element.scrollWidth > element.clientWidth + 1,
          firstWordInside: word.left >= box.left - 1 && word.right <= box.right + 1,
        };
      });
      expect(shown, name).toEqual({ text: name, overflows: false, firstWordInside: true });
    }
  });

  it('given a 0 typed for a player, when Next Hole is pressed, then the spec’s message shows, the box keeps its 0 and nothing is saved', async () => {
    const box = strokesBox(page, 'Alex Organiser');
    await box.click();
    await box.press('0');
    await expect.poll(() => box.inputValue()).toBe('0');
    expect(await box.getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('button', { name: 'Next Hole' }).click();
    await toastWith(page, 'Invalid Scores').getByText("All players must have valid scores (1 or higher): fix Alex Organiser's.").waitFor();
    // The box itself says whose it is and what it needs.
    await page.getByRole('alert').filter({ hasText: 'Alex Organiser needs 1 stroke or more on this hole.' }).waitFor();
    expect(await box.getAttribute('aria-describedby')).toBeTruthy();
    await holeHeading(page, 1).waitFor();
    await expect.poll(() => box.inputValue()).toBe('0');
    // Leaving the hole neither saves it nor leaves it.
    await page.getByRole('button', { name: 'Back' }).click();
    await toastWith(page, 'Invalid Scores').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/game/${gameId}/scoring`);
    expect(await box.inputValue()).toBe('0');
    expect(await holeScores(1)).toEqual([]);
  });

  it('given the 0 fixed to 5, when Next Hole is pressed, then the hole is saved with the 5', async () => {
    const box = strokesBox(page, 'Alex Organiser');
    await box.fill('5');
    await page.getByRole('button', { name: 'Next Hole' }).click();
    await holeHeading(page, 2).waitFor();
    // The save is sent as the next hole opens: read the stored scores until it has landed.
    await expect.poll(async () => ((await holeScores(1)) as Array<{ strokes: number }>).map((s) => s.strokes).sort()).toEqual([4, 4, 4, 5]);
  });
});
