import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, signedInPhonePage } from './support/browser.ts';
import { docScreen } from './support/doc-screens.ts';
import { startedGame } from './support/started-game.ts';
import { apiCall, registerAccount } from './support/test-api.ts';

const run = Date.now().toString(36);
const PARS = Array.from({ length: 18 }, () => 4);
const holeHeading = (page: Page, hole: number) => page.getByRole('heading', { level: 1, name: `Hole ${hole}`, exact: true });

type HoleScore = { playerId: string; strokes: number };

/**
 * A group's round on three phones (decision 0700): the organiser's, which scores Oz and Ann (typed),
 * and Rae's and Bo's, each joined as themselves with the player code. Nothing is recorded for Rae
 * or Bo unless someone entered it.
 */
describe('a group on three phones at 390 × 844: no score that nobody entered', () => {
  let browser: Browser;
  let organiser: Page;
  let raePhone: Page;
  let boPhone: Page;
  let token: string;
  let gameId: string;
  let ids: { oz: string; rae: string; bo: string; ann: string };
  const holeScores = async (hole: number) =>
    ((await apiCall('GET', `/api/games/${gameId}/scores/1/${hole}`, { token })) as unknown as HoleScore[])
      .map((score) => [Object.entries(ids).find(([, id]) => id === score.playerId)?.[0], score.strokes])
      .sort();

  beforeAll(async () => {
    const person = (name: string) => ({
      username: `${name}${run}`,
      email: `${name}.${run}@example.com`,
      firstName: name,
      lastName: 'Golfer',
      handicap: 10,
    });
    const oz = await registerAccount({ ...person('oz'), firstName: 'Oz' });
    const rae = await registerAccount({ ...person('rae'), firstName: 'Rae' });
    const bo = await registerAccount({ ...person('bo'), firstName: 'Bo' });
    token = oz.token;
    let playerIds: string[];
    ({ gameId, playerIds } = await startedGame({
      token,
      course: { name: `Three Phones ${run}`, location: 'Here' },
      tee: { name: 'White', color: 'white', rating: 72, slope: 113 },
      pars: PARS,
      game: { name: `Saturday four ${run}`, gameType: 'stroke_play', scoringType: 'gross', numberOfRounds: 1 },
      players: [
        { name: 'Oz Organiser', handicap: 10, userId: oz.userId },
        { name: 'Rae', handicap: 10 },
        { name: 'Bo', handicap: 10 },
        { name: 'Ann', handicap: 10 },
      ],
    }));
    ids = { oz: playerIds[0]!, rae: playerIds[1]!, bo: playerIds[2]!, ann: playerIds[3]! };
    const { playerCode } = await apiCall('GET', `/api/games/${gameId}`, { token });
    await apiCall('POST', `/api/games/${gameId}/join`, { token: rae.token, body: { code: playerCode, playerId: ids.rae } });
    const joined = await apiCall('POST', `/api/games/${gameId}/join`, { token: bo.token, body: { code: playerCode, playerId: ids.bo } });
    await apiCall('GET', `/api/games/${gameId}`, { token, minPosition: joined.position });
    browser = await launchBrowser();
    const phone = (phoneToken: string) => signedInPhonePage(browser, phoneToken, { baseURL: inject('appUrl') });
    [organiser, raePhone, boPhone] = await Promise.all([phone(token), phone(rae.token), phone(bo.token)]);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows Rae and Bo on their own phones on the organiser’s screen, with no box and a clear "Enter for"', async () => {
    await organiser.goto(`/game/${gameId}/scoring`);
    await holeHeading(organiser, 1).waitFor();
    for (const name of ['Rae', 'Bo']) {
      const row = organiser.getByRole('listitem').filter({ hasText: `On ${name}'s phone` });
      await row.getByRole('button', { name: `Enter for ${name}` }).waitFor();
      expect(await organiser.getByLabel(`Strokes for ${name}`).count(), `${name} has no box here`).toBe(0);
    }
    await organiser.getByLabel('Strokes for Ann').waitFor();
    await docScreen(organiser, 'scoring-player-on-own-phone');
  });

  it('the organiser’s Next Hole saves Oz’s and Ann’s hole only: Rae’s and Bo’s stay empty, and their own phones stay on hole 1', async () => {
    await organiser.getByRole('button', { name: 'One stroke more for Oz Organiser' }).click();
    await organiser.getByRole('button', { name: 'Next Hole' }).click();
    await holeHeading(organiser, 2).waitFor();
    await expect
      .poll(() => holeScores(1))
      .toEqual([
        ['ann', 4],
        ['oz', 5],
      ]);
    await raePhone.goto(`/game/${gameId}/scoring`);
    await holeHeading(raePhone, 1).waitFor();
    expect(await raePhone.getByLabel('Strokes for Rae').inputValue()).toBe('4');
  });

  it('the board shows Rae and Bo not started', async () => {
    await boPhone.goto(`/game/${gameId}/leaderboard`);
    const standings = boPhone.getByRole('list', { name: 'Standings' });
    await standings.getByText('Oz Organiser', { exact: true }).waitFor();
    const lines = await standings
      .locator('.lb-row__summary')
      .evaluateAll((rows) =>
        rows.map((row) => [row.querySelector('.lb-row__name')?.textContent, row.querySelector('.place')?.getAttribute('aria-label')]),
      );
    expect(lines).toEqual([
      ['Ann', 'Position 1'],
      ['Oz Organiser', 'Position 2'],
      ['Rae', 'Not started'],
      ['Bo', 'Not started'],
    ]);
  });

  it('says where play is from the scores, shows Rae not started on her Home card, and no points in stroke play (decision 0701)', async () => {
    // The organiser's phone is on hole 2; Oz and Ann are thru 1, Rae and Bo have not started.
    expect(await boPhone.locator('.lb-header__where').textContent()).toBe('Leading group thru 1');
    expect(await boPhone.getByText('Pts', { exact: true }).count()).toBe(0);
    await raePhone.goto('/');
    const card = raePhone.locator('.game-card--current');
    await card.getByText('4 players · Round 1 of 1 · Leading group thru 1').waitFor();
    await card.locator('.my-stats__item', { hasText: 'Rank' }).getByText('Not started', { exact: true }).waitFor();
    expect(await card.locator('.my-stats__item', { hasText: 'To Par' }).count(), 'no "E" for a player not started').toBe(0);
    expect(await card.locator('.my-stats__item', { hasText: 'Points' }).count(), 'stroke play ranks by strokes').toBe(0);
  });

  it('the organiser’s explicit "Enter for Bo" records Bo’s hole 2, as the organiser’s in the score history', async () => {
    await organiser.getByRole('button', { name: 'Enter for Bo' }).click();
    await organiser.getByText("On Bo's phone: entering for Bo, saved as yours.").waitFor();
    await organiser.getByRole('button', { name: 'One stroke more for Bo' }).click();
    await docScreen(organiser, 'scoring-enter-for');
    await organiser.getByRole('button', { name: 'Next Hole' }).click();
    await holeHeading(organiser, 3).waitFor();
    await expect
      .poll(() => holeScores(2))
      .toEqual([
        ['ann', 4],
        ['bo', 5],
        ['oz', 4],
      ]);
    const history = await apiCall('GET', `/api/games/${gameId}/score-history?playerId=${ids.bo}`, { token });
    expect(
      (history.entries as Array<{ holeNumber: number; who: { displayName: string } }>).map((e) => [e.holeNumber, e.who.displayName]),
    ).toEqual([[2, 'Oz Golfer']]);
    // Rae's hole 2 stayed hers: nobody entered it.
    expect((await holeScores(2)).some(([who]) => who === 'rae')).toBe(false);
  });

  it('Rae’s own phone scores her hole 1, and the organiser’s screen shows what she recorded', async () => {
    await raePhone.goto(`/game/${gameId}/scoring`);
    await holeHeading(raePhone, 1).waitFor();
    await raePhone.getByRole('button', { name: 'One stroke less for Rae' }).click();
    await raePhone.getByRole('button', { name: 'Next Hole' }).click();
    await holeHeading(raePhone, 2).waitFor();
    await expect.poll(() => holeScores(1)).toContainEqual(['rae', 3]);
    await organiser.getByRole('button', { name: 'Hole 1', exact: true }).click();
    await organiser.getByRole('listitem').filter({ hasText: "On Rae's phone" }).getByLabel('Rae: 3 strokes').waitFor();
  });

  it('shows the board header mid-round, the tools side by side and Continue Game above the bottom navigation', async () => {
    await organiser.goto(`/game/${gameId}/leaderboard`);
    const header = organiser.locator('.lb-header');
    await expect.poll(() => header.locator('.lb-header__where').textContent()).toBe('Leading group thru 2');
    await docScreen(organiser, 'board-header-mid-round', organiser.locator('.leaderboard'));
    const [notify, share] = await Promise.all([
      organiser.getByRole('button', { name: 'Notify me' }).boundingBox(),
      organiser.getByRole('button', { name: /Share/ }).boundingBox(),
    ]);
    expect(Math.abs(notify!.y - share!.y), 'Notify me and Share side by side').toBeLessThan(2);
    // Two cards open make the page taller than the phone: Continue Game stays in sight, above the navigation.
    for (const name of ['Ann', 'Bo']) await organiser.locator('.lb-row__summary', { hasText: name }).click();
    await organiser.locator('.scorecard').nth(1).waitFor();
    expect(await organiser.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
    const go = organiser.getByRole('link', { name: 'Continue Game' });
    const [button, nav] = await Promise.all([go.boundingBox(), organiser.locator('.bottom-nav').boundingBox()]);
    expect(button!.y, 'Continue Game in sight').toBeGreaterThan(0);
    expect(button!.y + button!.height, 'Continue Game clear of the bottom navigation').toBeLessThanOrEqual(nav!.y);
  });

  it('shows whole names on the TV view on a phone, its header clear of the first row', async () => {
    const viewCode = String((await apiCall('GET', `/api/games/${gameId}`, { token })).viewCode);
    await boPhone.goto(`/game/${gameId}/tv?code=${viewCode}`);
    const first = boPhone.locator('.tv__row').first();
    await first.waitFor();
    const name = boPhone.locator('.tv__name', { hasText: 'Oz Organiser' });
    const lines = await name.evaluate((element) =>
      Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)),
    );
    const words = await name.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return [...range.getClientRects()].length;
    });
    expect(words, '"Oz Organiser" is never cut inside a word').toBeLessThanOrEqual(2);
    expect(lines).toBeLessThanOrEqual(2);
    const [header, row] = await Promise.all([boPhone.locator('.tv__header').boundingBox(), first.boundingBox()]);
    expect(header!.y + header!.height, 'the header ends before the first row').toBeLessThanOrEqual(row!.y);
    await docScreen(boPhone, 'tv-on-a-phone');
  });
});
