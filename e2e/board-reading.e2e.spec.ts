import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.ts';
import { launchBrowser, signedInPhonePage } from './support/browser.ts';
import { docScreen } from './support/doc-screens.ts';
import { startedGame } from './support/started-game.ts';
import { apiCall, registerAccount } from './support/test-api.ts';

const run = Date.now().toString(36);
const PARS = Array.from({ length: 18 }, () => 4);

type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (page: Page, selector: string): Promise<Box> => {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not shown`);
  return box;
};

describe('reading the board and scoring with a thumb, on a 390 × 844 phone', () => {
  let browser: Browser;
  let page: Page;
  let gameId: string;

  beforeAll(async () => {
    const account = await registerAccount({
      username: `brd${run}`,
      email: `brd.${run}@example.com`,
      firstName: 'Bea',
      lastName: 'Reader',
      handicap: 10,
    });
    let playerIds: string[];
    ({ gameId, playerIds } = await startedGame({
      token: account.token,
      course: { name: `Board Links ${run}`, location: 'Here' },
      tee: { name: 'White', color: 'white', rating: 72, slope: 113 },
      pars: PARS,
      game: { name: `Board ${run}`, gameType: 'dogfight' },
      players: [
        { name: 'Bea', handicap: 10, userId: account.userId },
        { name: 'Cy', handicap: 0 },
      ],
    }));
    const enter = (player: number, holeNumber: number, strokes: number) =>
      apiCall('POST', `/api/games/${gameId}/scores`, {
        token: account.token,
        body: { playerId: playerIds[player], roundNumber: 1, holeNumber, strokes },
      });
    // Bea: birdie, then a bogey corrected to an eagle; Cy: par, double.
    await enter(0, 1, 3);
    await enter(1, 1, 4);
    await enter(0, 2, 5);
    await enter(1, 2, 6);
    await enter(0, 2, 2);
    browser = await launchBrowser();
    page = await signedInPhonePage(browser, account.token, { baseURL: inject('appUrl') });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('explains the scorecard’s marks in a key, and its hole buttons are 44 px targets named by the score they show', async () => {
    await page.goto(`/game/${gameId}/leaderboard`);
    await page.locator('.lb-row__summary', { hasText: 'Bea' }).click();
    const key = page.getByRole('region', { name: 'Scorecard key' });
    for (const meaning of ['Eagle or better', 'Birdie', 'Par', 'Bogey', 'Double bogey or worse', 'Handicap stroke received (a dot each)']) {
      await key.getByText(meaning, { exact: true }).waitFor();
    }
    await docScreen(page, 'scorecard-legend', page.locator('.lb-row', { hasText: 'Bea' }));
    const hole2 = page.getByRole('button', { name: '2 on hole 2: show its history' });
    await hole2.waitFor();
    const box = (await hole2.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await seriousAxeViolations(page, { rules: ['label-content-name-mismatch'] })).toEqual([]);
  });

  it('names the avatar menu by the initials it shows, and lists toasts without a list of status items', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'BR profile menu' }).waitFor();
    expect(await seriousAxeViolations(page, { rules: ['label-content-name-mismatch'] })).toEqual([]);
    await page.goto(`/game/${gameId}/edit`);
    await page.getByLabel('Game Name').fill(`Board renamed ${run}`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('status').getByText('Game Updated').waitFor();
    expect(await seriousAxeViolations(page, { rules: ['label-content-name-mismatch', 'list', 'listitem', 'aria-allowed-role'] })).toEqual(
      [],
    );
  });

  it('spaces −, the strokes box and + for a gloved thumb: 44 px targets at least 8 px apart', async () => {
    await page.goto(`/game/${gameId}/scoring`);
    const row = '.score-row:has-text("Cy")';
    const minus = await boxOf(page, `${row} .score-row__step >> nth=0`);
    const input = await boxOf(page, `${row} .score-row__input`);
    const plus = await boxOf(page, `${row} .score-row__step >> nth=1`);
    for (const target of [minus, input, plus]) expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(44);
    expect(input.x - (minus.x + minus.width)).toBeGreaterThanOrEqual(8);
    expect(plus.x - (input.x + input.width)).toBeGreaterThanOrEqual(8);
    expect(plus.x + plus.width).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
