import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, signedInPhonePage } from './support/browser.ts';
import { docScreen } from './support/doc-screens.ts';
import { startedGame } from './support/started-game.ts';
import { apiCall, registerAccount } from './support/test-api.ts';

const run = Date.now().toString(36);
const SHOTS = 'screenshots';
/** Par 4 everywhere, stroke index = hole number, CR 72.0 / SR 113: a differential is AGS − 72. */
const PARS = Array<number>(18).fill(4);
const tee = { name: 'White', color: 'white', rating: 72, slope: 113 };
const golfer = { username: `hcp${run}`, email: `hcp.${run}@example.com`, firstName: 'Hana', lastName: `Index${run}`, handicap: 14.2 };
const friend = { username: `frd${run}`, email: `frd.${run}@example.com`, firstName: 'Finn', lastName: `Friend${run}`, handicap: 20 };

/** 18 holes with bogeys on the first `bogeys` holes: 72 + bogeys. */
const card = (bogeys: number) => PARS.map((par, i) => par + (i < bogeys ? 1 : 0));
const toastWith = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text, { exact: true });

describe('the handicap record on the profile', () => {
  let browser: Browser;
  let page: Page;
  let token: string;
  let userId: string;
  let lastGameId: string;
  let position: string | undefined;

  /** A game the golfer runs with Bob: their card scored, then (unless `finish` is false) the game completed. */
  async function playedGame(name: string, bogeys: number, finish: boolean) {
    const game = await startedGame({
      token,
      course: { name: `${name} ${run}`, location: 'Testville' },
      tee,
      pars: PARS,
      game: { name, gameType: 'stroke_play', numberOfRounds: 1, targetPlayerCount: 2 },
      players: [
        { name: 'Hana', handicap: 14.2, userId },
        { name: 'Bob', handicap: 18 },
      ],
    });
    const strokes = card(bogeys);
    for (let hole = 1; hole <= 18; hole += 1) {
      for (const [index, playerId] of game.playerIds.entries()) {
        if (!finish && hole > 5) continue;
        const answer = await apiCall('POST', `/api/games/${game.gameId}/scores`, {
          token,
          body: { playerId, roundNumber: 1, holeNumber: hole, strokes: index === 0 ? strokes[hole - 1] : 4 },
        });
        position = answer.position;
      }
    }
    return game.gameId;
  }

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const account = await registerAccount(golfer);
    ({ token, userId } = account);
    await registerAccount(friend);
    // Four rounds before: 90, 86, 88, 84 (differentials 18.0, 14.0, 16.0, 12.0; index 11.0 after the fourth).
    for (const [name, bogeys] of [
      ['Spring Medal', 18],
      ['Club Stableford', 14],
      ['Summer Cup', 16],
      ['Evening Nine', 12],
    ] as const) {
      const gameId = await playedGame(name, bogeys, true);
      position = (await apiCall('PATCH', `/api/games/${gameId}`, { token, body: { status: 'completed' } })).position;
    }
    // The fifth (85: 13.0) is scored; its summary is confirmed on the phone below.
    lastGameId = await playedGame('Autumn Open', 13, true);
    await apiCall('GET', '/api/users/me/handicap', { token, minPosition: position });
    browser = await launchBrowser();
    page = await signedInPhonePage(browser, token, { baseURL: inject('appUrl') });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('says "Round posted" on the phone that ends the round', async () => {
    await page.goto(`/games/${lastGameId}/round-summary/1`);
    await page.getByRole('heading', { name: 'Round 1 Summary' }).waitFor();
    await page.getByRole('button', { name: 'Confirm All Scores' }).click();
    await page.getByRole('dialog', { name: 'Scores Confirmed!' }).getByRole('button', { name: 'View Final Results' }).click();
    await page.waitForURL(`**/game/${lastGameId}/leaderboard`);
    // Five rounds: the lowest differential, 12.0.
    await toastWith(page, 'Round posted: differential 13.0; your index is now 12.0').waitFor();
  });

  it('shows the index, its trend and the record with the used differential marked', async () => {
    // A round still in play is listed too, not counted yet.
    await playedGame('Winter Foursomes', 10, false);
    await page.goto('/profile');
    await expect.poll(() => page.getByTestId('handicap-index').textContent()).toBe('12.0');
    await page.getByText('5 rounds counted').waitFor();
    const chart = page.getByRole('figure', { name: 'Handicap Index over time' });
    await expect(chart.getAttribute('data-points')).resolves.toBe('3');
    await chart.locator('.recharts-line-dots circle').first().waitFor();

    const rows = page.getByTestId('record-round');
    await expect.poll(() => rows.count()).toBe(6);
    await expect(rows.first().textContent()).resolves.toContain('Not counted: Round in progress');
    const differentials = await page.locator('.record-round__differential').allTextContents();
    expect(differentials).toEqual(['13.0', '12.0', '16.0', '14.0', '18.0']);
    const used = await page.locator('.record-round--used .record-round__differential').allTextContents();
    expect(used).toEqual(['12.0']);
    await expect(page.getByLabel('Differential 12.0, used in your index').count()).resolves.toBe(1);
    // How the index is worked out, in the record's own figures; the record's caption in plain words.
    const working = page.getByRole('list', { name: 'How your index is worked out' });
    await working.getByText('Of your 5 counted rounds, the lowest differential counts: 12.0. It is marked in the record below.').waitFor();
    await working.getByText('That is your Handicap Index: 12.0.').waitFor();
    expect(await working.getByText(/takes .* off/).count(), 'nothing is taken off with 5 rounds').toBe(0);
    await page.getByText('Marked: the differential your index is worked from, the lowest of your counted rounds.').waitFor();

    await page.screenshot({ path: `${SHOTS}/handicap-profile.png`, fullPage: true, animations: 'disabled' });
    await page.getByRole('heading', { name: 'Handicap Index' }).evaluate((heading) => heading.scrollIntoView());
    await page.screenshot({ path: `${SHOTS}/handicap-index.png`, animations: 'disabled' });
    await docScreen(page, 'profile-handicap-record');
  });

  it('keeps the choice of "Use my app index", and a friend adding the golfer is offered both indexes', async () => {
    const toggle = page.getByRole('switch', { name: 'Use my app index' });
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/users/me/handicap') && response.request().method() === 'PATCH',
    );
    await toggle.click();
    await expect.poll(() => toggle.isChecked()).toBe(true);
    // The switch moves at once; the choice is kept once the server has recorded it.
    const { position: chosenAt } = (await (await saved).json()) as { position: string };
    const record = await apiCall('GET', '/api/users/me/handicap', { token, minPosition: chosenAt });
    expect(record.useAppIndex).toBe(true);

    const friendSession = await apiCall('POST', '/api/auth/login', { body: { email: friend.email, password: 'game-password' } });
    const created = await apiCall('POST', '/api/games', {
      token: String(friendSession.token),
      body: { name: 'Friendly', targetPlayerCount: 2 },
    });
    const friendPage = await signedInPhonePage(browser, String(friendSession.token), { baseURL: inject('appUrl') });
    await friendPage.goto(`/game/${String(created.id)}/players`);
    await friendPage.getByRole('tab', { name: 'User Search' }).click();
    await friendPage.getByLabel('Search users').fill(golfer.lastName);
    const found = friendPage.getByRole('button', { name: new RegExp(`Hana ${golfer.lastName}`) });
    await expect(found.textContent()).resolves.toContain('HCP 14.2 · App index 12.0');
    await found.click();
    await friendPage.getByRole('button', { name: 'Previous' }).click();
    const offer = friendPage.getByRole('group', { name: `Handicap index for Hana ${golfer.lastName}` });
    // She chose her app index: it is the one filled in, the typed one a tap away.
    await expect(offer.getByRole('button', { name: 'App index 12.0' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await friendPage.screenshot({ path: `${SHOTS}/handicap-offer.png`, animations: 'disabled' });
    await offer.getByRole('button', { name: 'Typed 14.2' }).click();
    await expect(offer.getByRole('button', { name: 'Typed 14.2' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await friendPage.context().close();
  });
});

describe('a short record: how the index is worked out', () => {
  it('given 3 rounds, then the lowest differential less the 2.0 a short record takes off, in words', async () => {
    const short = { ...golfer, username: `hcs${run}`, email: `hcs.${run}@example.com`, lastName: `Short${run}` };
    const { token: shortToken, userId: shortId } = await registerAccount(short);
    let last: string | undefined;
    // 90, 86 and 88 on a 72.0 / 113 tee: differentials 18.0, 14.0 and 16.0.
    for (const [name, bogeys] of [
      ['First Medal', 18],
      ['Second Medal', 14],
      ['Third Medal', 16],
    ] as const) {
      const game = await startedGame({
        token: shortToken,
        course: { name: `${name} ${run}`, location: 'Testville' },
        tee,
        pars: PARS,
        game: { name, gameType: 'stroke_play', numberOfRounds: 1, targetPlayerCount: 1 },
        players: [{ name: 'Hana', handicap: 14.2, userId: shortId }],
      });
      for (const [hole, strokes] of card(bogeys).entries())
        await apiCall('POST', `/api/games/${game.gameId}/scores`, {
          token: shortToken,
          body: { playerId: game.playerIds[0], roundNumber: 1, holeNumber: hole + 1, strokes },
        });
      last = (await apiCall('PATCH', `/api/games/${game.gameId}`, { token: shortToken, body: { status: 'completed' } })).position;
    }
    await apiCall('GET', '/api/users/me/handicap', { token: shortToken, minPosition: last });
    const browser = await launchBrowser();
    const page = await signedInPhonePage(browser, shortToken, { baseURL: inject('appUrl') });
    await page.goto('/profile');
    await expect.poll(() => page.getByTestId('handicap-index').textContent()).toBe('12.0');
    const working = page.getByRole('list', { name: 'How your index is worked out' });
    await working
      .getByText('With only 3 rounds in your record, the World Handicap System takes 2.0 off until more rounds are in: 14.0 − 2.0 = 12.0.')
      .waitFor();
    await working.getByText('Of your 3 counted rounds, the lowest differential counts: 14.0. It is marked in the record below.').waitFor();
    await docScreen(
      page,
      'handicap-explanation',
      page.locator('.card', { has: page.getByRole('heading', { name: 'How your index is worked out' }) }),
    );
    await browser.close();
  });
});
