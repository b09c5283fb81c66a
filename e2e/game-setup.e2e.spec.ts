import { courseHandicap, teePar } from '@golf/golf';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPhonePage } from './support/browser.ts';
import { addCourseWithTee, apiCall, registerAccount } from './support/test-api.ts';

const run = Date.now().toString(36);
const organiser = { username: `org${run}`, email: `org.${run}@example.com`, firstName: 'Olive', lastName: 'Grant', handicap: 12.4 };
/** A second account, found in the players wizard by searching for its last name. */
const searched = { username: `zed${run}`, email: `zed.${run}@example.com`, firstName: 'Zed', lastName: `Quill${run}`, handicap: 18 };
const typed = [
  { name: 'Bea Typed', handicap: '7.3' },
  { name: 'Cy Typed', handicap: '-1.5' },
  { name: 'Di Typed', handicap: '24' },
];
const course = { name: `Kingsbarns ${run}`, location: 'Fife, Scotland' };
const tee = { name: 'Blue', color: 'blue', rating: 73.4, slope: 131, totalYardage: 6800 };
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5];
const gameName = `Saturday Dogfight ${run}`;

const toastWith = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text, { exact: true });

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The course handicap the tee gives a handicap index (docs/golf-rules.md section 1). */
const expectedCourseHandicap = (handicapIndex: number) =>
  courseHandicap({ handicapIndex, holeCount: 18, slopeRating: tee.slope, courseRating: tee.rating, par: teePar(PARS, 18) });

describe('games: from creating a dogfight to the first tee', () => {
  let browser: Browser;
  let page: Page;
  let token: string;
  let teeSetId: string;
  let gameId: string;

  beforeAll(async () => {
    ({ token } = await registerAccount(organiser));
    const other = await registerAccount(searched);
    ({ teeSetId } = await addCourseWithTee(token, course, tee, PARS));
    // Let the read side catch up with the searched account before the browser looks for it.
    await apiCall('POST', '/api/auth/search-users', { body: { query: searched.lastName }, token, minPosition: other.position });

    browser = await launchBrowser();
    page = await newPhonePage(browser, { baseURL: inject('appUrl') });
    page.setDefaultTimeout(15_000);
    await page.addInitScript((value) => window.localStorage.setItem('authToken', value), token);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('chooses Dogfight and creates the game from the New Game form', async () => {
    await page.goto('/');
    await page.getByRole('heading', { name: 'Ready for a Round?' }).waitFor();
    await page.getByRole('link', { name: 'Create New Game' }).click();
    await page.getByRole('heading', { level: 1, name: 'Choose Game Type' }).waitFor();
    await page.getByRole('link', { name: 'Choose Dogfight' }).click();

    await page.getByRole('heading', { level: 1, name: 'New Game' }).waitFor();
    expect(new URL(page.url()).searchParams.get('gameType')).toBe('dogfight');
    await expect(page.getByLabel('Number of Players').inputValue()).resolves.toBe('4');
    await page.getByLabel('Game Name (optional)').fill(gameName);
    await page.getByRole('button', { name: 'Continue to Players' }).click();

    await page.waitForURL(/\/game\/[0-9a-f-]{36}\/players$/);
    gameId = pathOf(page).split('/')[2] ?? '';
    await page.getByRole('heading', { level: 1, name: 'Add Players' }).waitFor();
  });

  it('adds four players: one found by search, three typed in', async () => {
    await page.getByText('Player 1 of 4').waitFor();
    await page.getByLabel('Search users').fill('z');
    await page.getByText('Type at least 2 characters to search').waitFor();
    await page.getByLabel('Search users').fill(searched.lastName);
    await page.getByRole('button', { name: new RegExp(`Zed ${searched.lastName}`) }).click();

    await page.getByText('Player 2 of 4').waitFor();
    await page.getByRole('tab', { name: 'Manual Entry' }).click();
    for (const [index, player] of typed.entries()) {
      await page.getByText(`Player ${index + 2} of 4`).waitFor();
      await expect(page.getByRole('button', { name: 'Next' }).isDisabled()).resolves.toBe(true);
      await page.getByLabel('Player Name').fill(player.name);
      await page.getByLabel('Handicap Index').fill(player.handicap);
      await page.getByRole('button', { name: 'Next' }).click();
    }

    await page.getByRole('heading', { name: 'Confirm Players' }).waitFor();
    await page.getByText(`Zed ${searched.lastName}`).waitFor();
    await page.getByRole('button', { name: 'Confirm Players' }).click();
    await toastWith(page, 'Players added!').waitFor();
    await page.waitForURL(`**/game/${gameId}/course-selection`);
  });

  it('chooses the course from the searchable list', async () => {
    await page.getByText('Round 1 of 1').waitFor();
    await expect(page.getByRole('button', { name: 'Start Game Setup' }).isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: /Course for round 1/ }).click();
    await page.getByLabel('Search courses').fill('kingsbarns');
    await page.getByRole('option', { name: new RegExp(course.name) }).click();
    await page.getByRole('button', { name: 'Start Game Setup' }).click();

    await toastWith(page, 'Course selection complete! Now confirm your round setup.').waitFor();
    await page.getByRole('button', { name: 'Close notification' }).click();
    await page.waitForURL(`**/games/${gameId}/round-confirmation/1`);
    await page.getByRole('heading', { name: course.name }).waitFor();
  });

  it('refuses to confirm without tees, then sets the tees and calculates the course handicaps', async () => {
    await page.getByRole('button', { name: 'Confirm Round' }).click();
    await toastWith(page, 'Missing Tee Selections').waitFor();
    // The toast sits over the bottom of the screen, where this screen's buttons are: swipe it away.
    await page.getByRole('button', { name: 'Close notification' }).click();

    await page.getByLabel('Same tee for everyone').selectOption(teeSetId);
    const players = [
      { name: `Zed ${searched.lastName}`, index: searched.handicap },
      ...typed.map((p) => ({ name: p.name, index: Number(p.handicap) })),
    ];
    const rowOf = (name: string) => page.locator('.tee-row', { hasText: name });
    for (const player of players) {
      await expect.poll(() => rowOf(player.name).getByLabel(`Tee for ${player.name}`).inputValue()).toBe(teeSetId);
    }

    await page.getByRole('button', { name: 'Calculate Course Handicaps' }).click();
    await page.getByText("Course handicaps calculated from each player's tee.").waitFor();
    for (const player of players) {
      const expected = expectedCourseHandicap(player.index);
      const shown = expected < 0 ? `+${-expected}` : String(expected);
      await rowOf(player.name).locator('.figures__item', { hasText: 'Course Handicap' }).getByText(shown, { exact: true }).waitFor();
    }
  });

  it('confirms the round and starts round 1 on the scoring screen', async () => {
    await page.getByRole('button', { name: 'Confirm Round' }).click();
    const dialog = page.getByRole('dialog', { name: 'Round Setup Confirmed!' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Start Round 1' }).click();

    await page.waitForURL(`**/game/${gameId}/scoring`);
    expect(pathOf(page)).toBe(`/game/${gameId}/scoring`);
    // The test's own reads do not carry the browser's last position: wait for the read side.
    await expect.poll(async () => (await apiCall('GET', `/api/games/${gameId}`, { token })).status, { timeout: 5000 }).toBe('in_progress');
    const game = await apiCall('GET', `/api/games/${gameId}`, { token });
    expect(game).toMatchObject({ name: gameName, gameType: 'dogfight', status: 'in_progress', currentRound: 1 });
    expect((game.players as unknown[]).length).toBe(4);
  });

  it('shows the game under Current Game on home', async () => {
    await page.goto('/');
    await page.getByRole('heading', { name: 'Current Game' }).waitFor();
    // Titled by the game's name; its course, format and date beneath.
    await page.getByRole('heading', { name: gameName }).waitFor();
    await page.getByText(new RegExp(`^${course.name} · Dogfight · `)).waitFor();
    // Where play is, from the scores: nobody has one yet (decision 0701).
    await page.getByText('4 players · Round 1 of 1 · Not started').waitFor();
    await page.getByText("You're not participating in this game").waitFor();
  });
});
