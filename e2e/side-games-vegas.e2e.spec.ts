import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, signedInPhonePage } from './support/browser.ts';
import { docScreen } from './support/doc-screens.ts';
import { addCourseWithTee, apiCall, registerAccount } from './support/test-api.ts';

const run = Date.now().toString(36);
const PARS = Array.from({ length: 18 }, () => 4);

/**
 * Las Vegas on a format without teams (docs/golf-rules.md section 13, decision 0797), at
 * 390 × 844: the New Game form offers Vegas on stroke play for four, and the players step asks
 * for its two teams of two; the board then plays Vegas between those teams.
 */
describe('stroke play with Las Vegas, teams set on the players step (390 × 844)', () => {
  let browser: Browser;
  let page: Page;
  let token: string;

  beforeAll(async () => {
    const account = await registerAccount({
      username: `vegas${run}`,
      email: `vegas.${run}@example.com`,
      firstName: 'Vera',
      lastName: 'Golfer',
      handicap: 0,
    });
    token = account.token;
    browser = await launchBrowser();
    page = await signedInPhonePage(browser, token, { baseURL: inject('appUrl') });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('sets Vegas up on stroke play, puts the four into two teams of two, and the board plays those teams', async () => {
    await page.goto('/game-setup?gameType=stroke_play');
    await page.getByLabel('Game Name (optional)').fill(`Vegas four ${run}`);
    await page.getByLabel('Scoring Type').selectOption('gross');
    await page.getByLabel('Las Vegas').check();
    await expect(page.getByLabel('Value per Vegas point ($)').inputValue()).resolves.toBe('0.25');
    await page.getByLabel('Value per Vegas point ($)').fill('1');
    await page.getByRole('button', { name: 'Continue to Players' }).click();
    await page.waitForURL(/\/game\/[0-9a-f-]{36}\/players$/);
    const gameId = new URL(page.url()).pathname.split('/')[2]!;

    await page.getByRole('tab', { name: 'Manual Entry' }).click();
    for (const name of ['Al', 'Bea', 'Cal', 'Di']) {
      await page.getByLabel('Player Name').fill(name);
      await page.getByLabel('Handicap Index').fill('0');
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await page.getByText('Las Vegas is played between these teams.').waitFor();
    await page.getByRole('button', { name: 'Confirm Teams' }).click();
    await page.getByText('All players must be assigned to a team').waitFor();
    for (const [name, team] of [
      ['Al', 1],
      ['Bea', 2],
      ['Cal', 1],
      ['Di', 2],
    ] as const) {
      await page.getByRole('button', { name: `${name}: Team ${team}`, exact: true }).click();
    }
    await page.getByText('Average HCP: 0.0').first().waitFor();
    await docScreen(page, 'side-games-vegas-teams');
    await page.getByRole('button', { name: 'Confirm Teams' }).click();
    await page.getByRole('button', { name: 'Confirm Players' }).click();
    await page.waitForURL(`**/game/${gameId}/course-selection`);

    const game = await apiCall('GET', `/api/games/${gameId}`, { token });
    expect(game).toMatchObject({ gameType: 'stroke_play', sideGames: { vegas: { pointValueCents: 100 } } });
    const players = game.players as Array<{ id: string; name: string; teamNumber: number }>;
    expect(players.map((p) => [p.name, p.teamNumber])).toEqual([
      ['Al', 1],
      ['Bea', 2],
      ['Cal', 1],
      ['Di', 2],
    ]);

    // The round through the API; hole 1 (par 4): Al 4 and Cal 5 make 45, Bea 5 and Di 6 make 56: Al & Cal +11.
    const { courseId, teeSetId } = await addCourseWithTee(
      token,
      { name: `Vegas Links ${run}`, location: 'Here' },
      { name: 'White', color: 'white', rating: 72, slope: 113 },
      PARS,
    );
    await apiCall('POST', `/api/games/${gameId}/rounds`, { token, body: { roundNumber: 1, courseId } });
    for (const player of players)
      await apiCall('POST', `/api/games/${gameId}/player-rounds`, { token, body: { playerId: player.id, roundNumber: 1, teeSetId } });
    await apiCall('POST', `/api/games/${gameId}/rounds/1/confirm`, { token });
    await apiCall('POST', `/api/games/${gameId}/rounds/1/start`, { token });
    let position = '';
    for (const [index, player] of players.entries()) {
      const answer = await apiCall('POST', `/api/games/${gameId}/scores`, {
        token,
        body: { playerId: player.id, roundNumber: 1, holeNumber: 1, strokes: [4, 5, 5, 6][index] },
      });
      position = String(answer.position);
    }
    await apiCall('GET', `/api/games/${gameId}/leaderboard`, { token, minPosition: position });

    await page.goto(`/game/${gameId}/leaderboard`);
    const vegas = page.getByRole('region', { name: 'Las Vegas' });
    await vegas.getByText('Al & Cal v Bea & Di: Al & Cal +11').waitFor();
    await vegas.getByText('45 v 56').waitFor();
    await docScreen(page, 'side-games-vegas-board', vegas);
  });
});
