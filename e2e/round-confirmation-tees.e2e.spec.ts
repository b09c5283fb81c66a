import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, signedInPhonePage } from './support/browser.ts';
import { addCourseWithTee, apiCall, registerAccount } from './support/test-api.ts';

const run = Date.now().toString(36);
const PARS = Array.from({ length: 18 }, () => 4);
const PLAYERS = ['Ann', 'Ben', 'Cy'];

const toastWith = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications (F8)' }).locator('.toast', { hasText: text });

/** A game with its course chosen and no tees yet; the organiser's phone on round 1's confirmation. */
describe('choosing tees on the round confirmation, on a 390 × 844 phone', () => {
  let browser: Browser;
  let page: Page;
  let gameId: string;
  let white: string;

  beforeAll(async () => {
    const { token } = await registerAccount({
      username: `tees${run}`,
      email: `tees.${run}@example.com`,
      firstName: 'Ann',
      lastName: 'Tees',
      handicap: 10,
    });
    const course = await addCourseWithTee(
      token,
      { name: `Tee Box Links ${run}`, location: 'Here' },
      { name: 'White', color: 'white', rating: 71, slope: 120 },
      PARS,
    );
    white = course.teeSetId;
    await apiCall('POST', `/api/courses/${course.courseId}/tees`, {
      token,
      body: {
        name: 'Red',
        color: 'red',
        rating: 69,
        slope: 110,
        holes: PARS.map((par, i) => ({ holeNumber: i + 1, par, handicap: i + 1, yardage: 300 })),
      },
    });
    gameId = String((await apiCall('POST', '/api/games', { token, body: { name: `Tees ${run}`, gameType: 'dogfight' } })).id);
    for (const name of PLAYERS) await apiCall('POST', `/api/games/${gameId}/players`, { token, body: { name, handicap: 10 } });
    const round = await apiCall('POST', `/api/games/${gameId}/rounds`, { token, body: { roundNumber: 1, courseId: course.courseId } });
    browser = await launchBrowser();
    page = await signedInPhonePage(browser, token, { baseURL: inject('appUrl') });
    await apiCall('GET', `/api/games/${gameId}`, { token, minPosition: round.position });
    await page.goto(`/games/${gameId}/round-confirmation/1`);
    await page.getByRole('heading', { name: `Tee Box Links ${run}` }).waitFor();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('given no tees, when Confirm Round is pressed, then the toast names the players without one', async () => {
    await page.getByRole('button', { name: 'Confirm Round' }).click();
    await toastWith(page, 'Missing Tee Selections').getByText('Ann, Ben, Cy').waitFor();
  });

  it('given White picked for everyone, then every player has White, the field keeps showing White, and the toast has gone', async () => {
    const everyone = page.getByLabel('Same tee for everyone');
    await everyone.selectOption(white);
    // Saving three tees and reading them back takes a moment on a loaded machine.
    for (const name of PLAYERS) await expect.poll(() => page.getByLabel(`Tee for ${name}`).inputValue(), { timeout: 10_000 }).toBe(white);
    // Every player has a tee: the toast closes now (its closing animation aside), not when its 5 s run out.
    await toastWith(page, 'Missing Tee Selections').waitFor({ state: 'detached', timeout: 1_000 });
    expect(await everyone.inputValue(), 'it does not jump back to "Select a tee"').toBe(white);
    await page.waitForTimeout(500);
    expect(await everyone.inputValue()).toBe(white);
  });

  it('given one player moved to Red, then the field says the tees differ', async () => {
    const red = await page.getByLabel('Tee for Cy').locator('option', { hasText: 'Red' }).getAttribute('value');
    await page.getByLabel('Tee for Cy').selectOption(red!);
    const everyone = page.getByLabel('Same tee for everyone');
    await expect.poll(() => everyone.locator('option:checked').textContent(), { timeout: 10_000 }).toBe('Different tees');
  });
});
