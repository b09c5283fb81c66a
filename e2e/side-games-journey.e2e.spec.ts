import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, signedInPhonePage } from './support/browser.ts';
import { docScreen } from './support/doc-screens.ts';
import { addCourseWithTee, apiCall, registerAccount } from './support/test-api.ts';

const run = Date.now().toString(36);
const PARS = Array.from({ length: 18 }, () => 4);
const NAMES = ['Wes', 'Rae', 'Bo', 'Cy'] as const;
const holeHeading = (page: Page, hole: number) => page.getByRole('heading', { level: 1, name: `Hole ${hole}`, exact: true });

/**
 * A group's money game at 390 × 844 (docs/golf-rules.md section 14): stroke play with skins, a
 * Nassau and Wolf set up in one go on the New Game form; four phones, each scoring its own player;
 * the wolf choosing on their hole before the scores; the board's Money view settling up.
 */
describe('stroke play with skins, a Nassau and Wolf, four phones (390 × 844)', () => {
  let browser: Browser;
  const phones: Page[] = [];
  const tokens: string[] = [];
  const userIds: string[] = [];
  const ids: string[] = [];
  let gameId: string;

  beforeAll(async () => {
    for (const name of NAMES) {
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
    for (const token of tokens) phones.push(await signedInPhonePage(browser, token, { baseURL: inject('appUrl') }));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('sets the three games up in one go, the wolf chooses on their phone, and the Money view settles', async () => {
    let wes = phones[0]!;
    const token = tokens[0]!;
    await wes.goto('/game-setup?gameType=stroke_play');
    await wes.getByLabel('Game Name (optional)').fill(`Money four ${run}`);
    await wes.getByLabel('Scoring Type').selectOption('gross');
    await wes.getByLabel('Skins', { exact: true }).check();
    await expect(wes.getByLabel('Value per skin ($)').inputValue()).resolves.toBe('10');
    await wes.getByLabel('Value per skin ($)').fill('2');
    await wes.getByLabel('Play a Nassau').check();
    await wes.getByLabel('Front 9', { exact: true }).fill('5');
    await wes.getByLabel('Back 9', { exact: true }).fill('5');
    await wes.getByLabel('Overall 18', { exact: true }).fill('10');
    // The three stakes' boxes sit on one line, the same size, at 390 px.
    const boxes = await Promise.all(['Front 9', 'Back 9', 'Overall 18'].map((bet) => wes.getByLabel(bet, { exact: true }).boundingBox()));
    expect(new Set(boxes.map((box) => `${Math.round(box!.y)} ${Math.round(box!.height)}`)).size).toBe(1);
    await wes.getByLabel('Wolf', { exact: true }).check();
    await expect(wes.getByLabel('Value per Wolf point ($)').inputValue()).resolves.toBe('1');
    await docScreen(wes, 'side-games-setup', wes.locator('section', { hasText: 'Side games' }).first());
    await wes.getByRole('button', { name: 'Continue to Players' }).click();
    await wes.waitForURL(/\/game\/[0-9a-f-]{36}\/players$/);
    gameId = new URL(wes.url()).pathname.split('/')[2]!;

    // The rest of the set-up through the API: the four players, each joining as themselves on their phone.
    const { courseId, teeSetId } = await addCourseWithTee(
      token,
      { name: `Money Links ${run}`, location: 'Here' },
      { name: 'White', color: 'white', rating: 72, slope: 113 },
      PARS,
    );
    for (const [index, name] of NAMES.entries()) {
      // Wes plays with his account; the others join as themselves with the player code.
      const userId = index === 0 ? userIds[0] : null;
      const added = await apiCall('POST', `/api/games/${gameId}/players`, { token, body: { name, handicap: 0, userId } });
      ids.push((added.player as { id: string }).id);
    }
    await apiCall('POST', `/api/games/${gameId}/rounds`, { token, body: { roundNumber: 1, courseId } });
    for (const playerId of ids)
      await apiCall('POST', `/api/games/${gameId}/player-rounds`, { token, body: { playerId, roundNumber: 1, teeSetId } });
    await apiCall('POST', `/api/games/${gameId}/rounds/1/confirm`, { token });
    await apiCall('POST', `/api/games/${gameId}/rounds/1/start`, { token });
    const { playerCode } = await apiCall('GET', `/api/games/${gameId}`, { token });
    let position = '';
    for (const [index, playerToken] of tokens.entries()) {
      if (index === 0) continue;
      const joined = await apiCall('POST', `/api/games/${gameId}/join`, {
        token: playerToken,
        body: { code: playerCode, playerId: ids[index] },
      });
      position = String(joined.position);
    }
    await apiCall('GET', `/api/games/${gameId}`, { token, minPosition: position });

    // Hole 1: Wes is the wolf. Rae's phone waits for him; he takes Bo before anyone tees off.
    const rae = phones[1]!;
    await rae.goto(`/game/${gameId}/scoring`);
    await holeHeading(rae, 1).waitFor();
    await rae.getByText('Waiting for the wolf to choose…').waitFor();
    await docScreen(rae, 'side-games-wolf-waiting');
    // Wes's phone opened the game while it was being set up: it opens the scoring screen afresh, as after the tee time.
    await wes.close();
    wes = await signedInPhonePage(browser, token, { baseURL: inject('appUrl') });
    phones[0] = wes;
    await wes.goto(`/game/${gameId}/scoring`);
    await holeHeading(wes, 1).waitFor();
    await wes.getByRole('group', { name: "The wolf's choice" }).getByRole('button', { name: 'Take Bo' }).waitFor();
    await docScreen(wes, 'side-games-wolf-choice');
    await wes.getByRole('button', { name: 'Take Bo' }).click();
    await wes.getByText('Wolf: Wes with Bo').waitFor();
    // Every phone is shown the choice as it is made, without reloading (decision 0796).
    await rae.getByText('Wolf: Wes with Bo').waitFor();
    await expect(rae.getByText('Waiting for the wolf to choose…').count()).resolves.toBe(0);

    // Each phone scores its own player on hole 1: Wes 3, Rae 4, Bo 4, Cy 5 (Wes and Bo win the hole, +1 each).
    const strokes = [3, 4, 4, 5];
    for (const [index, phone] of phones.entries()) {
      if (index > 1) {
        await phone.goto(`/game/${gameId}/scoring`);
        await holeHeading(phone, 1).waitFor();
      }
      await phone.getByLabel(`Strokes for ${NAMES[index]}`).fill(String(strokes[index]));
      await phone.getByRole('button', { name: 'Next Hole' }).click();
      await holeHeading(phone, 2).waitFor();
    }

    // Holes 2–18 through the API, as the phones would: each wolf goes lone and the wolf makes 3, the others 4.
    for (let hole = 2; hole <= 18; hole += 1) {
      const wolf = (hole - 1) % 4;
      await apiCall('PUT', `/api/games/${gameId}/rounds/1/holes/${hole}/wolf`, {
        token: tokens[wolf]!,
        body: { choice: 'lone' },
      });
      for (const [index, playerId] of ids.entries()) {
        const answer = await apiCall('POST', `/api/games/${gameId}/scores`, {
          token: tokens[index]!,
          body: { playerId, roundNumber: 1, holeNumber: hole, strokes: index === wolf ? 3 : 4 },
        });
        position = String(answer.position);
      }
    }
    const money = await apiCall('GET', `/api/games/${gameId}/money`, { token, minPosition: position });
    const players = money.players as Array<{ name: string; netCents: number }>;
    expect(players.reduce((sum, p) => sum + p.netCents, 0)).toBe(0);

    await wes.goto(`/game/${gameId}/leaderboard`);
    const view = wes.getByRole('region', { name: 'Money' });
    await view.waitFor();
    for (const player of players) {
      const sign = player.netCents > 0 ? '+' : player.netCents < 0 ? '-' : '';
      const amount = `${sign}$${Math.floor(Math.abs(player.netCents) / 100)}.${String(Math.abs(player.netCents) % 100).padStart(2, '0')}`;
      await view.locator('.lb-money__player', { hasText: player.name }).getByText(amount, { exact: true }).waitFor();
    }
    const payments = money.payments as unknown[];
    expect(payments.length).toBeGreaterThan(0);
    expect(await view.getByRole('list', { name: 'Who pays whom' }).getByRole('listitem').count()).toBe(payments.length);
    await wes.getByRole('region', { name: 'Wolf' }).getByText('With Bo').waitFor();
    await docScreen(wes, 'side-games-money', view);
    await docScreen(wes, 'side-games-wolf-board', wes.getByRole('region', { name: 'Wolf' }));
  });
});
