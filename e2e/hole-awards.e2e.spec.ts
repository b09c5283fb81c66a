import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, signedInPhonePage } from './support/browser.ts';
import { docScreen } from './support/doc-screens.ts';
import { startedGame } from './support/started-game.ts';
import { apiCall, registerAccount } from './support/test-api.ts';

const run = Date.now().toString(36);
/** Hole 1 is a par 4, hole 2 a par 3. */
const PARS = [4, 3, ...Array.from({ length: 16 }, () => 4)];
const holeHeading = (page: Page, hole: number) => page.getByRole('heading', { level: 1, name: `Hole ${hole}`, exact: true });

/** The hole's awards set on the scoring screen at 390 × 844 and shown on the board (decisions 0809, 0810). */
describe('hole awards from the scoring screen to the board', () => {
  let browser: Browser;
  let oz: Page;
  let token: string;
  let gameId: string;
  let ids: { oz: string; rae: string };
  const boardAwards = async () =>
    ((await apiCall('GET', `/api/games/${gameId}/leaderboard/round/1`, { token })) as { holeAwards?: unknown[] }).holeAwards;

  beforeAll(async () => {
    const ozAccount = await registerAccount({
      username: `Oz${run}`,
      email: `oz.${run}@example.com`,
      firstName: 'Oz',
      lastName: 'Golfer',
      handicap: 10,
    });
    token = ozAccount.token;
    let playerIds: string[];
    ({ gameId, playerIds } = await startedGame({
      token,
      course: { name: `Awards Links ${run}`, location: 'Here' },
      tee: { name: 'White', color: 'white', rating: 72, slope: 113 },
      pars: PARS,
      game: { name: `Awards two ${run}`, gameType: 'stroke_play', scoringType: 'gross', numberOfRounds: 1 },
      players: [
        { name: 'Oz', handicap: 10, userId: ozAccount.userId },
        { name: 'Rae', handicap: 10 },
      ],
    }));
    ids = { oz: playerIds[0]!, rae: playerIds[1]! };
    browser = await launchBrowser();
    oz = await signedInPhonePage(browser, token, { baseURL: inject('appUrl') });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('keeps the awards folded away until the facts are on, then sets bingo and bongo on a par 4 (no closest to the pin)', async () => {
    await oz.goto(`/game/${gameId}/scoring`);
    await holeHeading(oz, 1).waitFor();
    expect(await oz.getByText('Hole awards').count()).toBe(0);
    await oz.getByLabel('Putts, fairways and more').check();
    await oz.getByText('Hole awards').click();
    expect(await oz.getByLabel('Closest to pin').count()).toBe(0);
    await oz.getByLabel('Bingo (first on)').selectOption({ label: 'Oz' });
    await oz.getByText('Bingo Oz').waitFor();
    await oz.getByLabel('Bongo (first in)').selectOption({ label: 'Rae' });
    await oz.getByText('Bingo Oz · Bongo Rae').waitFor();
    await expect
      .poll(boardAwards)
      .toEqual([{ roundNumber: 1, holeNumber: 1, bingo: ids.oz, bango: null, bongo: ids.rae, closestToPin: null }]);
    // The sticky Next Hole would land mid-page on a whole-page picture: it sits where the page ends instead.
    await oz.evaluate(() => {
      for (const element of document.querySelectorAll<HTMLElement>('.scoring-actions')) element.style.position = 'static';
    });
    await docScreen(oz, 'hole-awards-scoring');
    await oz.evaluate(() => {
      for (const element of document.querySelectorAll<HTMLElement>('.scoring-actions')) element.style.position = '';
    });
  });

  it('offers closest to the pin on the par 3, and the board shows who took what, hole by hole', async () => {
    await oz.getByRole('button', { name: 'Next Hole' }).click();
    await holeHeading(oz, 2).waitFor();
    // The awards stay unfolded from hole to hole, each hole starting from its own (none yet).
    await oz.getByText('None set').waitFor();
    await oz.getByLabel('Closest to pin').selectOption({ label: 'Rae' });
    await oz.getByText('Closest to pin Rae').waitFor();
    await oz.getByRole('button', { name: 'Leaderboard' }).click();
    const card = oz.getByRole('region', { name: 'Hole awards' });
    await card.waitFor();
    await expect.poll(() => card.textContent()).toContain('Bingo Oz · Bongo Rae');
    await expect.poll(() => card.textContent()).toContain('Closest to pin Rae');
    await docScreen(oz, 'hole-awards-board');
  });
});
