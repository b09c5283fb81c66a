import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, signedInPhonePage } from './support/browser.ts';
import { docScreen } from './support/doc-screens.ts';
import { addCourseWithTee, apiCall, registerAccount } from './support/test-api.ts';

const run = Date.now().toString(36);
const PARS = Array.from({ length: 18 }, () => 4);
const holeHeading = (page: Page, hole: number) => page.getByRole('heading', { level: 1, name: `Hole ${hole}`, exact: true });

/**
 * The games on the hole facts at 390 × 844 (docs/golf-rules.md section 15): junk (its dots as
 * toggles), Bingo Bango Bongo and the snake set up on the New Game form; two phones, Rae's offline,
 * with the facts row on for the game's sake; putts and awards entered on both; the board's cards
 * and the Money view showing them.
 */
describe('junk, Bingo Bango Bongo and the snake on two phones, one offline (390 × 844)', () => {
  let browser: Browser;
  let oz: Page;
  let rae: Page;
  const tokens: string[] = [];
  const userIds: string[] = [];
  const ids: string[] = [];
  let gameId: string;

  beforeAll(async () => {
    for (const name of ['Oz', 'Rae']) {
      const account = await registerAccount({
        username: `${name.toLowerCase()}${run}`,
        email: `${name.toLowerCase()}.${run}@example.com`,
        firstName: name,
        lastName: 'Golfer',
        handicap: 0,
      });
      tokens.push(account.token);
      userIds.push(account.userId);
    }
    browser = await launchBrowser();
    oz = await signedInPhonePage(browser, tokens[0]!, { baseURL: inject('appUrl') });
    rae = await signedInPhonePage(browser, tokens[1]!, { baseURL: inject('appUrl') });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('sets junk without greenies, Bingo Bango Bongo and the snake up on the Side games step', async () => {
    await oz.goto('/game-setup?gameType=stroke_play');
    await oz.getByLabel('Game Name (optional)').fill(`Dots ${run}`);
    await oz.getByLabel('Scoring Type').selectOption('gross');
    await oz.getByLabel('Junk (dots)').check();
    const dots = oz.getByRole('group', { name: 'Junk dots played' });
    await expect(dots.getByRole('button', { name: 'Greenie' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await dots.getByRole('button', { name: 'Greenie' }).click();
    await expect(dots.getByRole('button', { name: 'Greenie' }).getAttribute('aria-pressed')).resolves.toBe('false');
    await expect(oz.getByLabel('Value per dot ($)').inputValue()).resolves.toBe('1');
    await oz.getByLabel('Bingo Bango Bongo').check();
    await oz.getByLabel('Snake', { exact: true }).check();
    await expect(oz.getByLabel('Snake value ($)').inputValue()).resolves.toBe('5');
    await docScreen(oz, 'facts-side-games-setup', oz.locator('section', { hasText: 'Side games' }).first());
    await oz.getByRole('button', { name: 'Continue to Players' }).click();
    await oz.waitForURL(/\/game\/[0-9a-f-]{36}\/players$/);
    gameId = new URL(oz.url()).pathname.split('/')[2]!;

    // The rest of the set-up through the API: Oz plays with his account, Rae joins with the player code.
    const token = tokens[0]!;
    const { courseId, teeSetId } = await addCourseWithTee(
      token,
      { name: `Dots Links ${run}`, location: 'Here' },
      { name: 'White', color: 'white', rating: 72, slope: 113 },
      PARS,
    );
    for (const [index, name] of ['Oz', 'Rae'].entries()) {
      const added = await apiCall('POST', `/api/games/${gameId}/players`, {
        token,
        body: { name, handicap: 0, userId: index === 0 ? userIds[0] : null },
      });
      ids.push((added.player as { id: string }).id);
    }
    await apiCall('POST', `/api/games/${gameId}/rounds`, { token, body: { roundNumber: 1, courseId } });
    for (const playerId of ids)
      await apiCall('POST', `/api/games/${gameId}/player-rounds`, { token, body: { playerId, roundNumber: 1, teeSetId } });
    await apiCall('POST', `/api/games/${gameId}/rounds/1/confirm`, { token });
    await apiCall('POST', `/api/games/${gameId}/rounds/1/start`, { token });
    const { playerCode } = await apiCall('GET', `/api/games/${gameId}`, { token });
    const joined = await apiCall('POST', `/api/games/${gameId}/join`, { token: tokens[1], body: { code: playerCode, playerId: ids[1] } });
    const board = await apiCall('GET', `/api/games/${gameId}/leaderboard`, { token, minPosition: joined.position });
    expect((board.sideGames as { settings: unknown }).settings).toMatchObject({
      junk: { valueCents: 100, dots: ['birdie', 'sandie', 'chip_in', 'polie'] },
      bingoBangoBongo: { valueCents: 100 },
      snake: { valueCents: 500 },
    });
  });

  it('Rae, offline, three-putts hole 1 and takes bingo: both wait on her phone and arrive once she is back', async () => {
    await rae.goto(`/game/${gameId}/scoring`);
    await holeHeading(rae, 1).waitFor();
    // The game's side games turn the facts row on: no switch to find.
    await rae.getByRole('group', { name: 'What happened for Rae' }).waitFor();
    await rae.getByText('Putts, fairways and more: the side games need them').waitFor();
    // Junk pays the polie here: the row offers it.
    await rae.getByRole('button', { name: 'Polie for Rae' }).waitFor();
    await docScreen(rae, 'facts-side-games-scoring', rae.locator('.score-list'));
    await rae.context().setOffline(true);
    await rae.getByRole('button', { name: 'One stroke more for Rae' }).click();
    await rae.getByRole('button', { name: 'One putt more for Rae' }).click();
    await rae.getByRole('button', { name: 'One putt more for Rae' }).click();
    await rae.getByText('Hole awards').click();
    await rae.getByLabel('Bingo (first on)').selectOption({ label: 'Rae' });
    await rae.getByText('Waiting for a connection: the awards go with the scores.').waitFor();
    await rae.getByRole('button', { name: 'Next Hole' }).click();
    await holeHeading(rae, 2).waitFor();
    await rae.context().setOffline(false);
    await rae.getByRole('status').getByText('All scores synced').waitFor();
  });

  it('Oz, online, birdies hole 1 with one putt and takes bango and bongo', async () => {
    // Oz's phone opened the game while it was being set up: it opens the scoring screen afresh, as after the tee time.
    await oz.close();
    oz = await signedInPhonePage(browser, tokens[0]!, { baseURL: inject('appUrl') });
    await oz.goto(`/game/${gameId}/scoring`);
    await holeHeading(oz, 1).waitFor();
    await oz.getByRole('button', { name: 'One stroke less for Oz' }).click();
    await oz.getByRole('button', { name: 'One putt more for Oz' }).click();
    await oz.getByRole('button', { name: 'One putt less for Oz' }).click();
    await oz.getByText('Hole awards').click();
    await oz.getByLabel('Bango (closest)').selectOption({ label: 'Oz' });
    await oz.getByLabel('Bongo (first in)').selectOption({ label: 'Oz' });
    await oz.getByRole('button', { name: 'Next Hole' }).click();
    await holeHeading(oz, 2).waitFor();
    const token = tokens[0]!;
    await expect
      .poll(async () => (await apiCall('GET', `/api/games/${gameId}/leaderboard`, { token })).holeAwards)
      .toEqual([{ roundNumber: 1, holeNumber: 1, bingo: ids[1], bango: ids[0], bongo: ids[0], closestToPin: null }]);
  });

  it('the board shows the dots, the points and who holds the snake, and the Money view settles them', async () => {
    // Junk: Oz's birdie, +$1. BBB: Oz 2, Rae 1, +$1. Snake: Rae holds it and pays Oz $5.
    const token = tokens[0]!;
    await expect
      .poll(async () => {
        const money = await apiCall('GET', `/api/games/${gameId}/money`, { token });
        return Object.fromEntries((money.players as Array<{ name: string; netCents: number }>).map((p) => [p.name, p.netCents]));
      })
      .toEqual({ Oz: 700, Rae: -700 });
    await oz.getByRole('button', { name: 'Leaderboard' }).click();
    const junk = oz.getByRole('region', { name: 'Junk' });
    await junk.locator('.lb-facts__row', { hasText: 'Oz' }).getByText('Hole 1: birdie').waitFor();
    await junk.getByText('1 dot', { exact: true }).waitFor();
    const bbb = oz.getByRole('region', { name: 'Bingo Bango Bongo' });
    await bbb.locator('.lb-facts__row', { hasText: 'Oz' }).getByText('2 pts').waitFor();
    const snake = oz.getByRole('region', { name: 'Snake' });
    await snake.getByText('Rae holds the snake', { exact: false }).waitFor();
    await snake.locator('.lb-facts__row', { hasText: 'Rae' }).getByText('1 three-putt').waitFor();
    const money = oz.getByRole('region', { name: 'Money' });
    await money.locator('.lb-money__player', { hasText: 'Oz' }).getByText('+$7.00', { exact: true }).waitFor();
    await money.getByText('Junk +$1.00 · Bingo Bango Bongo +$1.00 · Snake +$5.00').waitFor();
    await docScreen(oz, 'facts-side-games-junk', junk);
    await docScreen(oz, 'facts-side-games-bbb', bbb);
    await docScreen(oz, 'facts-side-games-snake', snake);
    await docScreen(oz, 'facts-side-games-money', money);
  });
});
