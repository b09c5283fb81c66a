import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, signedInPhonePage } from './support/browser.ts';
import { docScreen } from './support/doc-screens.ts';
import { addCourseWithTee, apiCall, registerAccount } from './support/test-api.ts';

const run = Date.now().toString(36);
const PARS = Array.from({ length: 18 }, () => 4);
/** Section 11's worked example from Ann's side, through hole 15: W Ann wins the hole, L loses, H halved. */
const RESULTS = 'LLHHHHHLL' + 'HLWHWH';

/**
 * A match play Nassau with automatic presses at 2 down (docs/golf-rules.md section 11), on the
 * board and on the TV at 390 × 844: each press sits under the bet it presses, with its holes,
 * where it stands and its stake.
 */
describe('a match play Nassau with automatic presses, on the board and the TV (390 × 844)', () => {
  let browser: Browser;
  let page: Page;
  let token: string;

  beforeAll(async () => {
    ({ token } = await registerAccount({
      username: `prs${run}`,
      email: `prs.${run}@example.com`,
      firstName: 'Pat',
      lastName: 'Press',
      handicap: 0,
    }));
    browser = await launchBrowser();
    page = await signedInPhonePage(browser, token, { baseURL: inject('appUrl') });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the presses the scores opened under their bets, on the board and the TV', async () => {
    const created = await apiCall('POST', '/api/games', {
      token,
      body: {
        name: `Press on ${run}`,
        gameType: 'match_play',
        scoringType: 'gross',
        numberOfRounds: 1,
        targetPlayerCount: 2,
        sideGames: { nassau: { front_9: 5, back_9: 5, overall_18: 10, presses: 'automatic', pressTrigger: 2, pressStake: 'same' } },
      },
    });
    const gameId = String(created.id);
    const { courseId, teeSetId } = await addCourseWithTee(
      token,
      { name: `Press Links ${run}`, location: 'Here' },
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
    let position = '';
    for (const [index, result] of [...RESULTS].entries()) {
      const strokes = [result === 'L' ? 5 : 4, result === 'W' ? 5 : 4];
      for (const [i, playerId] of ids.entries()) {
        const answer = await apiCall('POST', `/api/games/${gameId}/scores`, {
          token,
          body: { playerId, roundNumber: 1, holeNumber: index + 1, strokes: strokes[i] },
        });
        position = String(answer.position);
      }
    }
    const board = await apiCall('GET', `/api/games/${gameId}/leaderboard`, { token, minPosition: position });
    const presses = board.presses as Array<{ id: string }>;
    expect(presses.map((p) => p.id)).toEqual(['front_9@1.3', 'overall_18@1.3', 'overall_18@1.3@1.10']);

    await page.goto(`/game/${gameId}/leaderboard`);
    const nassau = page.getByRole('region', { name: 'Nassau' });
    await nassau.waitFor();
    expect(await nassau.locator('.lb-presses__press').count()).toBe(presses.length);
    await docScreen(page, 'side-games-presses-board', nassau);

    const viewCode = String((await apiCall('GET', `/api/games/${gameId}`, { token })).viewCode);
    await page.goto(`/game/${gameId}/tv?code=${viewCode}`);
    const tvNassau = page.getByRole('region', { name: 'Nassau' });
    await tvNassau.waitFor();
    expect(await tvNassau.locator('.lb-presses__press').count()).toBe(presses.length);
    await docScreen(page, 'side-games-presses-tv');
  });
});
