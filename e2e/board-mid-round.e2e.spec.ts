import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, signedInPhonePage } from './support/browser.ts';
import { docScreen } from './support/doc-screens.ts';
import { startedGame } from './support/started-game.ts';
import { apiCall, registerAccount } from './support/test-api.ts';

const run = Date.now().toString(36);
// Holes 1–3 par 4, 4, 3 (11); stroke index = hole number; rating 72 / slope 113, so CH = handicap index.
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5];
const TEE = { name: 'White', color: 'white', rating: 72, slope: 113 };

/**
 * Net stroke play with Nassau, in the middle of round 1: Di −4 net thru 3 (CH 18), Ann (the
 * organiser, on this phone) level thru 1, Eve +2 thru 2, Ben and Cy not started.
 */
describe('the board mid-round on a 390 × 844 phone: players on different holes, two not started', () => {
  let browser: Browser;
  let page: Page;
  let token: string;
  let gameId: string;
  let last: string | undefined;

  const enter = async (game: string, playerId: string, strokes: number[]) => {
    for (const [index, value] of strokes.entries()) {
      const answer = await apiCall('POST', `/api/games/${game}/scores`, {
        token,
        body: { playerId, roundNumber: 1, holeNumber: index + 1, strokes: value },
      });
      last = answer.position;
    }
  };

  beforeAll(async () => {
    const account = await registerAccount({
      username: `mid${run}`,
      email: `mid.${run}@example.com`,
      firstName: 'Ann',
      lastName: 'Organiser',
      handicap: 0,
    });
    token = account.token;
    const players = [
      { name: 'Ann', handicap: 0, userId: account.userId },
      { name: 'Ben', handicap: 12 },
      { name: 'Cy', handicap: 5 },
      { name: 'Di', handicap: 18 },
      { name: 'Eve', handicap: 0 },
    ];
    let playerIds: string[];
    ({ gameId, playerIds } = await startedGame({
      token,
      course: { name: 'Midway Links', location: 'Here' },
      tee: TEE,
      pars: PARS,
      game: {
        name: 'Saturday Medal',
        gameType: 'stroke_play',
        scoringType: 'net',
        isNassau: true,
        nassauStakes: { front_9: 5, back_9: 5, overall_18: 10 },
      },
      players,
    }));
    const [ann, , , di, eve] = playerIds;
    await enter(gameId, di!, [4, 3, 3]);
    await enter(gameId, eve!, [5, 5]);
    await enter(gameId, ann!, [4]);
    // Play has moved on to the 4th hole (the furthest group's next).
    last = (await apiCall('PATCH', `/api/games/${gameId}`, { token, body: { currentHole: 4 } })).position;
    await apiCall('GET', `/api/games/${gameId}/leaderboard`, { token, minPosition: last });
    browser = await launchBrowser();
    page = await signedInPhonePage(browser, token, { baseURL: inject('appUrl') });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('ranks by strokes to par over each one’s holes and shows the two not started last, as "Not started", not T4', async () => {
    await page.goto(`/game/${gameId}/leaderboard`);
    const standings = page.getByRole('list', { name: 'Standings' });
    await standings.getByText('Di', { exact: true }).waitFor();
    const rows = standings.locator('.lb-row__summary');
    const lines = await rows.evaluateAll((elements) =>
      elements.map((row) => [
        row.querySelector('.lb-row__name')?.textContent,
        row.querySelector('.place')?.getAttribute('aria-label'),
        row.querySelector('.lb-row__figure')?.textContent,
        row.querySelector('.lb-row__detail')?.textContent,
      ]),
    );
    expect(lines).toEqual([
      ['Di', 'Position 1', '-4', '7 net · Thru 3'],
      ['Ann', 'Position 2', 'E', '4 net · Thru 1'],
      ['Eve', 'Position 3', '+2', '10 net · Thru 2'],
      ['Ben', 'Not started', '–', 'Not started'],
      ['Cy', 'Not started', '–', 'Not started'],
    ]);
    expect(await standings.getByText(/^T\d+$/).count(), 'no shared place for those not started').toBe(0);
  });

  it('gives the Nassau front nine and overall to Di alone, and says the back nine has not started', async () => {
    const nassau = page.getByRole('region', { name: 'Nassau' });
    const bets = await nassau
      .locator('.lb-bets__bet')
      .evaluateAll((elements) => elements.map((bet) => bet.querySelector('.lb-bets__result')?.textContent?.trim()));
    expect(bets).toEqual(['Leading Di', 'Not started', 'Leading Di']);
    await docScreen(page, 'board-mid-round');
  });

  it('gives the organiser’s Home card the same order: Ann is 2nd, behind Di', async () => {
    await page.goto('/');
    await page.getByRole('heading', { name: 'Current Game' }).waitFor();
    const rank = page.locator('.my-stats__item', { hasText: 'Rank' });
    await rank.getByText('2nd', { exact: true }).waitFor();
    await page.locator('.my-stats__item', { hasText: 'To Par' }).getByText('E', { exact: true }).waitFor();
  });

  it('shows the two not started as "Not started" on the TV view too', async () => {
    await page.goto(`/game/${gameId}/tv`);
    const field = page.getByRole('list', { name: 'Leaderboard' });
    await field.getByText('Cy', { exact: true }).waitFor();
    const places = await field
      .locator('.tv__row')
      .evaluateAll((rows) =>
        rows.map((row) => [row.querySelector('.tv__name')?.textContent, row.querySelector('.tv__place')?.getAttribute('aria-label')]),
      );
    expect(places).toEqual([
      ['Di', 'Position 1'],
      ['Ann', 'Position 2'],
      ['Eve', 'Position 3'],
      ['Ben', 'Not started'],
      ['Cy', 'Not started'],
    ]);
  });

  it('shows a best ball team nobody of which has started as "Not started", after the team that has', async () => {
    const best = await startedGame({
      token,
      course: { name: `Fourball Links ${run}`, location: 'Here' },
      tee: TEE,
      pars: PARS,
      game: { name: `Best Ball ${run}`, gameType: 'best_ball' },
      players: [
        { name: 'Ann', handicap: 0 },
        { name: 'Ben', handicap: 0 },
        { name: 'Cy', handicap: 0 },
        { name: 'Di', handicap: 0 },
      ],
    });
    const [a, b, c, d] = best.playerIds;
    await apiCall('PUT', `/api/games/${best.gameId}/teams`, {
      token,
      body: {
        teamCount: 2,
        assignments: [
          { playerId: a, teamNumber: 2 },
          { playerId: b, teamNumber: 2 },
          { playerId: c, teamNumber: 1 },
          { playerId: d, teamNumber: 1 },
        ],
      },
    });
    // Team 2 has started (Ann, a double: no points); team 1 has not.
    await enter(best.gameId, a!, [6]);
    await apiCall('GET', `/api/games/${best.gameId}/leaderboard`, { token, minPosition: last });
    await page.goto(`/game/${best.gameId}/leaderboard`);
    const teams = page.locator('.lb-team');
    await teams.first().waitFor();
    const headers = await teams.evaluateAll((elements) =>
      elements.map((team) => [
        team.querySelector('.lb-team__name')?.textContent,
        team.querySelector('.place')?.getAttribute('aria-label'),
        team.querySelector('.lb-team__figures')?.textContent,
      ]),
    );
    expect(headers).toEqual([
      ['Team 2', 'Position 1', '0 pts · 6 strokes'],
      ['Team 1', 'Not started', 'Not started'],
    ]);
  });
});
