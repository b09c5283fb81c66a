import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, signedInPhonePage } from './support/browser.ts';
import { docScreen } from './support/doc-screens.ts';
import { startedGame } from './support/started-game.ts';
import { apiCall, registerAccount } from './support/test-api.ts';

const run = Date.now().toString(36);
/** Hole 1 is a par 4, hole 2 a par 3. */
const PARS = [4, 3, ...Array.from({ length: 16 }, () => 4)];
const holeHeading = (page: Page, hole: number) => page.getByRole('heading', { level: 1, name: `Hole ${hole}`, exact: true });

type HoleScore = { playerId: string; strokes: number; facts?: Record<string, unknown> };

/**
 * Facts on two phones at 390 × 844 (decision 0808): Oz's phone online and Rae's offline, each
 * turning the facts row on and entering putts, fairway and a bunker with the strokes; Rae's facts
 * wait in her queue and arrive once she is back online.
 */
describe('the hole facts on two phones, one offline', () => {
  let browser: Browser;
  let oz: Page;
  let rae: Page;
  let raeContext: BrowserContext;
  let token: string;
  let gameId: string;
  let ids: { oz: string; rae: string };
  const holeScores = async (hole: number) =>
    (await apiCall('GET', `/api/games/${gameId}/scores/1/${hole}`, { token })) as unknown as HoleScore[];
  const factsOf = async (hole: number, playerId: string) => (await holeScores(hole)).find((s) => s.playerId === playerId)?.facts;

  beforeAll(async () => {
    const person = (name: string) => ({
      username: `${name}${run}`,
      email: `${name}.${run}@example.com`,
      firstName: name,
      lastName: 'Golfer',
      handicap: 10,
    });
    const ozAccount = await registerAccount(person('Oz'));
    const raeAccount = await registerAccount(person('Rae'));
    token = ozAccount.token;
    let playerIds: string[];
    ({ gameId, playerIds } = await startedGame({
      token,
      course: { name: `Facts Links ${run}`, location: 'Here' },
      tee: { name: 'White', color: 'white', rating: 72, slope: 113 },
      pars: PARS,
      game: { name: `Facts four ${run}`, gameType: 'stroke_play', scoringType: 'gross', numberOfRounds: 1 },
      players: [
        { name: 'Oz', handicap: 10, userId: ozAccount.userId },
        { name: 'Rae', handicap: 10 },
      ],
    }));
    ids = { oz: playerIds[0]!, rae: playerIds[1]! };
    const { playerCode } = await apiCall('GET', `/api/games/${gameId}`, { token });
    const joined = await apiCall('POST', `/api/games/${gameId}/join`, {
      token: raeAccount.token,
      body: { code: playerCode, playerId: ids.rae },
    });
    await apiCall('GET', `/api/games/${gameId}`, { token, minPosition: joined.position });
    browser = await launchBrowser();
    const phone = (phoneToken: string) => signedInPhonePage(browser, phoneToken, { baseURL: inject('appUrl') });
    [oz, rae] = await Promise.all([phone(token), phone(raeAccount.token)]);
    raeContext = rae.context();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('keeps the facts off until the golfer turns them on, and remembers the choice on the phone', async () => {
    await oz.goto(`/game/${gameId}/scoring`);
    await holeHeading(oz, 1).waitFor();
    expect(await oz.getByRole('group', { name: 'What happened for Oz' }).count()).toBe(0);
    await oz.getByLabel('Putts, fairways and more').check();
    await oz.getByRole('group', { name: 'What happened for Oz' }).waitFor();
    await oz.reload();
    await holeHeading(oz, 1).waitFor();
    await oz.getByRole('group', { name: 'What happened for Oz' }).waitFor();
  });

  it('Oz, online, enters 2 putts and the fairway hit with his par: saved with the strokes', async () => {
    await oz.getByRole('button', { name: 'One putt more for Oz' }).click();
    await oz.getByRole('button', { name: 'Fairway hit for Oz' }).click();
    expect(await oz.getByLabel('Putts for Oz').textContent()).toContain('2');
    await docScreen(oz, 'scoring-hole-facts', oz.locator('.score-list'));
    await oz.getByRole('button', { name: 'Next Hole' }).click();
    await holeHeading(oz, 2).waitFor();
    await expect.poll(() => factsOf(1, ids.oz)).toEqual({ putts: 2, fairway: 'hit' });
  });

  it('Rae, offline, enters a bogey from the bunker with 1 putt: it waits on her phone and arrives once she is back', async () => {
    await rae.goto(`/game/${gameId}/scoring`);
    await holeHeading(rae, 1).waitFor();
    await rae.getByLabel('Putts, fairways and more').check();
    await raeContext.setOffline(true);
    await rae.getByRole('button', { name: 'One stroke more for Rae' }).click();
    await rae.getByRole('button', { name: 'One putt more for Rae' }).click();
    await rae.getByRole('button', { name: 'One putt less for Rae' }).click();
    await rae.getByRole('button', { name: 'Bunker for Rae' }).click();
    await rae.getByRole('button', { name: 'Fairway missed left for Rae' }).click();
    await rae
      .getByRole('button', { name: /^(Next Hole|Save)/ })
      .first()
      .click();
    await holeHeading(rae, 2).waitFor();
    await rae
      .getByRole('status')
      .filter({ hasText: /waiting to sync/ })
      .waitFor();
    expect(await factsOf(1, ids.rae)).toBeUndefined();
    await raeContext.setOffline(false);
    await rae.getByRole('status').getByText('All scores synced').waitFor();
    await expect
      .poll(async () => (await holeScores(1)).find((s) => s.playerId === ids.rae))
      .toMatchObject({
        strokes: 5,
        facts: { putts: 1, bunker: true, fairway: 'left' },
      });
  });

  it('a par 3 offers no fairway', async () => {
    await rae.getByRole('group', { name: 'What happened for Rae' }).waitFor();
    expect(await rae.getByRole('group', { name: 'Fairway for Rae' }).count()).toBe(0);
  });
});
