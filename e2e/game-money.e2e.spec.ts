import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { launchBrowser, signedInPhonePage } from './support/browser.ts';
import { addCourseWithTee, apiCall, registerAccount } from './support/test-api.ts';

const run = Date.now().toString(36);
const PARS = Array.from({ length: 18 }, () => 4);

describe('a skin’s value and the Nassau stakes, set on the New Game form, on the board (390 × 844)', () => {
  let browser: Browser;
  let page: Page;
  let token: string;

  beforeAll(async () => {
    ({ token } = await registerAccount({
      username: `mny${run}`,
      email: `mny.${run}@example.com`,
      firstName: 'Mo',
      lastName: 'Ney',
      handicap: 0,
    }));
    browser = await launchBrowser();
    page = await signedInPhonePage(browser, token, { baseURL: inject('appUrl') });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('takes $2.50 a skin and $5/$5/$10 stakes on the form; the board pays skins and bets at those amounts', async () => {
    await page.goto('/game-setup?gameType=skins');
    await expect(page.getByLabel('Value per skin ($)').inputValue()).resolves.toBe('10');
    await page.getByLabel('Game Name (optional)').fill(`Money ${run}`);
    await page.getByLabel('Number of Players').selectOption('2');
    await page.getByLabel('Value per skin ($)').fill('2.50');
    await page.getByLabel('Play a Nassau').check();
    await page.getByLabel('Front 9', { exact: true }).fill('5');
    await page.getByLabel('Back 9', { exact: true }).fill('5');
    await page.getByLabel('Overall 18', { exact: true }).fill('10');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue to Players' }).click();
    await page.waitForURL(/\/game\/[0-9a-f-]{36}\/players$/);
    const gameId = new URL(page.url()).pathname.split('/')[2]!;

    // The rest through the API, as another phone would: two players, the course, 18 holes.
    const { courseId, teeSetId } = await addCourseWithTee(
      token,
      { name: `Money Links ${run}`, location: 'Here' },
      { name: 'White', color: 'white', rating: 72, slope: 113 },
      PARS,
    );
    const ids: string[] = [];
    for (const name of ['Ann', 'Bob']) {
      const added = await apiCall('POST', `/api/games/${gameId}/players`, { token, body: { name, handicap: 0, userId: null } });
      ids.push((added.player as { id: string }).id);
    }
    await apiCall('POST', `/api/games/${gameId}/rounds`, { token, body: { roundNumber: 1, courseId } });
    for (const playerId of ids)
      await apiCall('POST', `/api/games/${gameId}/player-rounds`, { token, body: { playerId, roundNumber: 1, teeSetId } });
    await apiCall('POST', `/api/games/${gameId}/rounds/1/confirm`, { token });
    await apiCall('POST', `/api/games/${gameId}/rounds/1/start`, { token });
    // Ann wins hole 1 and hole 2, Bob hole 10; the rest are halved: front to Ann, back to Bob, overall tied.
    let position: string | undefined;
    for (let hole = 1; hole <= 18; hole += 1) {
      for (const [i, playerId] of ids.entries()) {
        const wins = (i === 0 && (hole === 1 || hole === 2)) || (i === 1 && (hole === 10 || hole === 11));
        const answer = await apiCall('POST', `/api/games/${gameId}/scores`, {
          token,
          body: { playerId, roundNumber: 1, holeNumber: hole, strokes: wins ? 3 : 4 },
        });
        position = answer.position;
      }
    }
    await apiCall('GET', `/api/games/${gameId}/leaderboard`, { token, minPosition: position });

    await page.goto(`/game/${gameId}/leaderboard`);
    const skins = page.getByRole('region', { name: 'Skins' });
    await skins.locator('div', { hasText: 'Per skin' }).getByText('$2.50').waitFor();
    const nassau = page.getByRole('region', { name: 'Nassau' });
    await nassau.getByText('Holes 1-9 · for $5.00').waitFor();
    await nassau.getByText('Holes 10-18 · for $5.00').waitFor();
    await nassau.getByText('Holes 1-18 · for $10.00').waitFor();
    await page.locator('.lb-row__summary', { hasText: 'Bob' }).click();
    await page.locator('.lb-details').getByText('$22.50').waitFor(); // 9 skins: hole 10 with 7 carried, and hole 11
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
