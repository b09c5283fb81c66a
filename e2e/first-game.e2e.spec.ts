import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { launchBrowser, newPhonePage } from './support/browser.ts';
import { docScreen } from './support/doc-screens.ts';
import { signUpThroughForm } from './support/sign-up.ts';
import { apiCall } from './support/test-api.ts';

const run = Date.now().toString(36);
const me = {
  username: `new${run}`,
  email: `new.${run}@example.com`,
  firstName: 'Nia',
  lastName: 'Newman',
  handicap: '14.2',
  password: 'first-password',
};
const toastWith = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text, { exact: true });

describe('a new user’s first game: greeted as new, "Add me", a directory course chosen without leaving, home with three games', () => {
  let browser: Browser;
  let page: Page;
  let gameId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPhonePage(browser, { baseURL: inject('appUrl') });
    page.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('greets a new account as new, by the product’s name', async () => {
    await signUpThroughForm(page, me);
    await toastWith(page, "Welcome to Golf Scorer. You're now signed in.").waitFor();
    await page.getByText('Welcome to Golf Scorer,', { exact: true }).waitFor();
    expect(await page.getByText('Welcome back,').count()).toBe(0);
  });

  it('offers "Add me" as the first player, with the user’s name, handicap and account', async () => {
    await page.getByRole('link', { name: 'Create New Game' }).click();
    await page.getByRole('link', { name: 'Choose Dogfight' }).click();
    await page.getByLabel('Game Name (optional)').fill(`Saturday Dogfight ${run}`);
    await page.getByLabel('Number of Players').selectOption('2');
    await page.getByRole('button', { name: 'Continue to Players' }).click();
    await page.waitForURL(/\/game\/[0-9a-f-]{36}\/players$/);
    gameId = new URL(page.url()).pathname.split('/')[2] ?? '';

    await page.getByText('Player 1 of 2').waitFor();
    await page.getByRole('button', { name: 'Add me' }).click();
    await page.getByText('Player 2 of 2').waitFor();
    expect(await page.getByRole('button', { name: 'Add me' }).count(), 'offered once: the user is a player now').toBe(0);
    await page.getByRole('tab', { name: 'Manual Entry' }).click();
    await page.getByLabel('Player Name').fill('Ollie');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Confirm Players' }).waitFor();
    await page.getByText('Nia Newman').waitFor();
    await page.getByRole('button', { name: 'Confirm Players' }).click();
    await page.waitForURL(`**/game/${gameId}/course-selection`);
    const game = await apiCall('GET', `/api/games/${gameId}`, {
      token: await page.evaluate(() => localStorage.getItem('authToken') ?? ''),
    });
    const nia = (game.players as Array<{ name: string; handicap: number; userId: string | null }>).find((p) => p.name === 'Nia Newman');
    expect(nia).toMatchObject({ handicap: 14.2, userId: expect.any(String) });
  });

  it('with no courses, finds a course in the directory right in course selection and chooses it there', async () => {
    await page.getByRole('heading', { name: 'Find your course' }).waitFor();
    await page.getByRole('button', { name: 'Close notification' }).click();
    expect(await page.getByText('No courses available').count()).toBe(0);
    await docScreen(page, 'course-selection-new-user');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel('Search courses').fill('Pebble');
    await page.getByText(/^Found \d+ courses?$/).waitFor();
    await page.locator('.course-card', { hasText: 'Pebble Beach Golf Links' }).getByRole('button', { name: 'Add Course' }).click();
    await toastWith(page, 'Course added').waitFor();
    // Still on the game's course selection, with the course chosen for round 1.
    expect(new URL(page.url()).pathname).toBe(`/game/${gameId}/course-selection`);
    await page.getByRole('button', { name: /Course for round 1 Pebble Beach Golf Links/ }).waitFor();
    await page.getByRole('button', { name: 'Start Game Setup' }).click();
    await page.waitForURL(`**/games/${gameId}/round-confirmation/1`);
    await page.getByRole('heading', { name: 'Pebble Beach Golf Links' }).waitFor();
  });

  it('home keeps a way to start a game beside games in progress, each card titled by its game and saying the user’s part', async () => {
    const token = await page.evaluate(() => localStorage.getItem('authToken') ?? '');
    const first = await apiCall('GET', `/api/games/${gameId}`, { token });
    const courseId = (first.rounds as Array<{ courseId: string }>)[0]!.courseId;
    const course = await apiCall('GET', `/api/courses/${courseId}`, { token });
    const teeSetId = (course.teeSets as Array<{ id: string }>)[0]!.id;
    const start = async (id: string, playerIds: string[]) => {
      for (const playerId of playerIds)
        await apiCall('POST', `/api/games/${id}/player-rounds`, { token, body: { playerId, roundNumber: 1, teeSetId } });
      await apiCall('POST', `/api/games/${id}/rounds/1/confirm`, { token });
      return apiCall('POST', `/api/games/${id}/rounds/1/start`, { token });
    };
    await start(
      gameId,
      (first.players as Array<{ id: string }>).map((p) => p.id),
    );
    // Two more games at the same course: one Nia plays in, one she only organises.
    let position: string | undefined;
    for (const [name, players] of [
      [`Sunday Skins ${run}`, ['Nia Newman', 'Pat']],
      [`Club Medal ${run}`, ['Pat', 'Quinn']],
    ] as const) {
      const created = await apiCall('POST', '/api/games', {
        token,
        body: { name, gameType: name.includes('Skins') ? 'skins' : 'stroke_play', targetPlayerCount: 2 },
      });
      const id = String(created.id);
      const ids: string[] = [];
      for (const player of players) {
        const added = await apiCall('POST', `/api/games/${id}/players`, {
          token,
          body: { name: player, handicap: 10, userId: player === 'Nia Newman' ? (nia(first) ?? null) : null },
        });
        ids.push((added.player as { id: string }).id);
      }
      await apiCall('POST', `/api/games/${id}/rounds`, { token, body: { roundNumber: 1, courseId } });
      position = (await start(id, ids)).position;
    }
    await apiCall('GET', '/api/games', { token, minPosition: position });

    await page.goto('/');
    await page.getByRole('heading', { name: 'Current Games (3)' }).waitFor();
    const titles = await page.locator('.game-card__title').allTextContents();
    expect(titles.sort()).toEqual([`Club Medal ${run}`, `Saturday Dogfight ${run}`, `Sunday Skins ${run}`].sort());
    const card = (name: string) => page.locator('.game-card', { hasText: name });
    await card(`Sunday Skins ${run}`)
      .getByText(/^Pebble Beach Golf Links · Skins · \w{3} \d{1,2}, \d{4}$/)
      .waitFor();
    await card(`Sunday Skins ${run}`).getByText('You organised this game and play in it.').waitFor();
    await card(`Club Medal ${run}`).getByText('You organised this game.', { exact: true }).waitFor();
    await card(`Club Medal ${run}`).getByText("You're not participating in this game").waitFor();
    await page.getByRole('link', { name: 'Create New Game' }).waitFor();
    await page.getByText('Welcome back,', { exact: true }).waitFor();
    await docScreen(page, 'home-three-games');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

/** The user id of the game's player named Nia Newman (her account). */
function nia(game: Record<string, unknown>): string | undefined {
  return (game.players as Array<{ name: string; userId: string | null }>).find((p) => p.name === 'Nia Newman')?.userId ?? undefined;
}
