import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, signedInPhonePage } from './support/browser.ts';
import { docScreen } from './support/doc-screens.ts';
import { addCourseWithTee, apiCall, registerAccount } from './support/test-api.ts';

const run = Date.now().toString(36);
const PARS = Array.from({ length: 18 }, () => 4);
const holeHeading = (page: Page, hole: number) => page.getByRole('heading', { level: 1, name: `Hole ${hole}`, exact: true });

/**
 * A manual press tapped on the scoring screen (docs/golf-rules.md section 11, decision 0793), at
 * 390 × 844: in a singles match with a Nassau and manual presses, the player who is 2 down sees
 * "Press" for the bets their side is down in on their own phone, presses the front nine from the
 * next hole, and the board shows the press under its bet.
 */
describe('a manual press from the scoring screen of the side that is down (390 × 844)', () => {
  let browser: Browser;
  let bobPhone: Page;
  const tokens: string[] = [];
  const userIds: string[] = [];

  beforeAll(async () => {
    for (const name of ['Ann', 'Bob']) {
      const account = await registerAccount({
        username: `${name.toLowerCase()}mp${run}`,
        email: `${name.toLowerCase()}.mp.${run}@example.com`,
        firstName: name,
        lastName: 'Press',
        handicap: 0,
      });
      tokens.push(account.token);
      userIds.push(account.userId);
    }
    browser = await launchBrowser();
    bobPhone = await signedInPhonePage(browser, tokens[1]!, { baseURL: inject('appUrl') });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('offers Press to the player who is down, records the press, and shows it on the board', async () => {
    const token = tokens[0]!;
    const created = await apiCall('POST', '/api/games', {
      token,
      body: {
        name: `Manual press ${run}`,
        gameType: 'match_play',
        scoringType: 'gross',
        numberOfRounds: 1,
        targetPlayerCount: 2,
        sideGames: { nassau: { front_9: 5, back_9: 5, overall_18: 10, presses: 'manual', pressStake: 'same' } },
      },
    });
    const gameId = String(created.id);
    const { courseId, teeSetId } = await addCourseWithTee(
      token,
      { name: `Manual Press Links ${run}`, location: 'Here' },
      { name: 'White', color: 'white', rating: 72, slope: 113 },
      PARS,
    );
    const ids: string[] = [];
    for (const [index, name] of ['Ann', 'Bob'].entries()) {
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
    await apiCall('POST', `/api/games/${gameId}/join`, { token: tokens[1], body: { code: playerCode, playerId: ids[1] } });
    // Ann wins holes 1 and 2: Bob is 2 down in the front nine and the overall.
    let position = '';
    for (const hole of [1, 2]) {
      for (const [index, playerId] of ids.entries()) {
        const answer = await apiCall('POST', `/api/games/${gameId}/scores`, {
          token: tokens[index],
          body: { playerId, roundNumber: 1, holeNumber: hole, strokes: index === 0 ? 4 : 5 },
        });
        position = String(answer.position);
      }
    }
    await apiCall('GET', `/api/games/${gameId}/leaderboard`, { token, minPosition: position });

    await bobPhone.goto(`/game/${gameId}/scoring`);
    await holeHeading(bobPhone, 3).waitFor();
    const presses = bobPhone.getByRole('group', { name: 'Presses' });
    await presses.getByRole('button', { name: 'Press Front 9' }).waitFor();
    await presses.getByRole('button', { name: 'Press Overall' }).waitFor();
    await expect(presses.getByRole('button', { name: 'Press Back 9' }).count()).resolves.toBe(0);
    await docScreen(bobPhone, 'side-games-manual-press');
    await presses.getByRole('button', { name: 'Press Front 9' }).click();
    await bobPhone.getByText('Pressed: Front 9').waitFor();
    // The front nine is pressed from hole 3: it is not offered again there; the overall still is.
    await presses.getByRole('button', { name: 'Press Front 9' }).waitFor({ state: 'detached' });
    await presses.getByRole('button', { name: 'Press Overall' }).waitFor();

    const board = await apiCall('GET', `/api/games/${gameId}/leaderboard`, { token });
    expect(board.presses).toEqual([
      expect.objectContaining({ id: 'front_9@1.3', pressOf: 'front_9', holes: { from: 3, to: 9 }, automatic: false, stakeCents: 500 }),
    ]);
    await bobPhone.goto(`/game/${gameId}/leaderboard`);
    const nassau = bobPhone.getByRole('region', { name: 'Nassau' });
    await nassau.waitFor();
    expect(await nassau.locator('.lb-presses__press').count()).toBe(1);
  });
});
