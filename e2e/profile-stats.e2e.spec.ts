import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, signedInPhonePage } from './support/browser.ts';
import { docScreen } from './support/doc-screens.ts';
import { startedGame } from './support/started-game.ts';
import { apiCall, registerAccount } from './support/test-api.ts';

const run = Date.now().toString(36);
/** Par 4s but holes 3, 7, 12 and 16 (par 3s): 14 fairways a round. */
const PARS = Array.from({ length: 18 }, (_, i) => ([2, 6, 11, 15].includes(i) ? 3 : 4));

/** A round of pars with its facts: `gir` greens hit of 18 (2 putts), the rest missed and saved with 1 putt; `left` fairways missed left. */
function roundFacts(hole: number, round: number): Record<string, unknown> {
  const par = PARS[hole - 1]!;
  const hit = hole <= 8 + round * 2 && hole !== 12;
  return {
    putts: hit ? 2 : 1,
    ...(par >= 4 ? { fairway: hole % 3 === 0 ? 'left' : hole % 5 === 0 ? 'right' : 'hit' } : {}),
    ...(hole === 12 ? { bunker: true, sandSave: true } : {}),
    ...(hole === 9 && round === 1 ? { penalties: 1 } : {}),
  };
}

describe('the profile shows a golfer’s statistics over their completed rounds, with the trend', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    const golfer = await registerAccount({
      username: `st${run}`,
      email: `stats.${run}@example.com`,
      firstName: 'Sam',
      lastName: 'Stats',
      handicap: 12,
    });
    let position = '';
    for (const round of [1, 2, 3]) {
      const { gameId, playerIds } = await startedGame({
        token: golfer.token,
        course: { name: `Stats Links ${run} ${round}`, location: 'Here' },
        tee: { name: 'White', color: 'white', rating: 72, slope: 113 },
        pars: PARS,
        game: { name: `Stats round ${round} ${run}`, gameType: 'stroke_play', numberOfRounds: 1 },
        players: [{ name: 'Sam Stats', handicap: 12, userId: golfer.userId }],
      });
      for (let hole = 1; hole <= 18; hole++) {
        const par = PARS[hole - 1]!;
        const body = {
          playerId: playerIds[0],
          roundNumber: 1,
          holeNumber: hole,
          strokes: par + (hole === 9 && round === 1 ? 1 : 0),
          ...roundFacts(hole, round),
        };
        await apiCall('POST', `/api/games/${gameId}/scores`, { token: golfer.token, body });
      }
      position = String((await apiCall('PATCH', `/api/games/${gameId}`, { token: golfer.token, body: { status: 'completed' } })).position);
    }
    await apiCall('GET', '/api/users/me/stats', { token: golfer.token, minPosition: position });
    browser = await launchBrowser();
    page = await signedInPhonePage(browser, golfer.token, { baseURL: inject('appUrl') });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('reads the figures over the last rounds and draws their trend', async () => {
    await page.goto('/profile');
    const card = page.locator('.card', { has: page.getByText('Statistics', { exact: true }) });
    await card.getByText('Over 3 rounds').waitFor();
    const figure = (name: string) => card.locator('.stats-grid__item', { hasText: name });
    // Greens hit: holes 1 … 10, 12 and 14 of rounds 1 to 3 but the bunker's 12 and round 1's 9 (a penalty): 9 + 11 + 13.
    expect(await figure('Greens in regulation').textContent()).toContain('33 of 54');
    expect(await figure('Greens in regulation').locator('strong').textContent()).toBe('61%');
    expect(await figure('Sand saves').locator('strong').textContent()).toBe('100%');
    await card.getByRole('figure', { name: 'Greens in regulation and putts, round by round' }).waitFor();
    await card.scrollIntoViewIfNeeded();
    await docScreen(page, 'profile-statistics', card);
  });
});
