import {
  DEFAULT_POINTS_SYSTEM,
  courseHandicap,
  distributePayouts,
  dogfight,
  formatCents,
  ordinal,
  roundStats,
  scoreToPar,
  strokesReceived,
  sumStats,
  teePar,
  toParText,
  type RoundInput,
} from '@golf/golf';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, signedInPhonePage } from './support/browser.ts';
import { startedGame } from './support/started-game.ts';
import { apiCall, registerAccount } from './support/test-api.ts';

const run = Date.now().toString(36);
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5];
const tee = { name: 'White', color: 'white', rating: 72, slope: 113 };
/** Ava is the organiser's own player, so the home card shows her standing. */
const PLAYERS = [
  { name: 'Ava', handicap: 4 },
  { name: 'Ben', handicap: 11 },
  { name: 'Cal', handicap: 19 },
  { name: 'Dee', handicap: 27 },
];
/** Strokes against par, per player; each round starts the pattern at another hole. */
const DELTAS = [
  [0, -1, 0, 1, 0, 0, -2, 0, 1, 0, 0, 1, -1, 0, 0, 2, 0, 0],
  [1, 0, 1, 0, -1, 1, 0, 2, 0, 1, 0, 0, 1, -1, 1, 0, 0, 1],
  [1, 2, 0, 1, 1, 0, 1, 1, 2, 0, 1, 1, 0, 2, 1, -1, 1, 2],
  [2, 1, 1, 2, 0, 2, 1, 3, 1, 2, 1, 0, 2, 1, 2, 1, 3, 1],
];
const PAYOUTS = [60, 30, 10];
/** The strokes each player takes on a hole (1-based) of a round. */
const strokesOf = (player: number, round: number, hole: number) => PARS[hole - 1]! + DELTAS[player]![(hole - 1 + (round - 1) * 7) % 18]!;
const parOf = (hole: number) => PARS[hole - 1]!;

/** Course handicaps from the tee (docs/golf-rules.md section 1), and the expected game from the strokes entered, all with @golf/golf. */
const handicaps = PLAYERS.map((p) =>
  courseHandicap({ handicapIndex: p.handicap, holeCount: 18, slopeRating: tee.slope, courseRating: tee.rating, par: teePar(PARS, 18) }),
);
const roundInput = (round: number): RoundInput => ({
  roundNumber: round,
  holes: PARS.map((par, i) => ({ number: i + 1, par, strokeIndex: i + 1 })),
  players: PLAYERS.map((p, i) => ({ id: p.name, courseHandicap: handicaps[i]! })),
  scores: PLAYERS.flatMap((p, i) => PARS.map((_, h) => ({ playerId: p.name, holeNumber: h + 1, strokes: strokesOf(i, round, h + 1) }))),
  scoringType: 'net',
  pointsSystem: DEFAULT_POINTS_SYSTEM,
});

const toastWith = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text, { exact: true });
const holeHeading = (page: Page, hole: number) => page.getByRole('heading', { level: 1, name: `Hole ${hole}`, exact: true });
const textOf = async (page: Page, selector: string) => (await page.locator(selector).allTextContents()).map((t) => t.trim());

/**
 * Plays a hole: checks what each input shows first (par, unless a score is already recorded
 * there), types the strokes that differ, then Next Hole (Finish Round or Finish Game on the last).
 */
type HoleOptions = { shown?: (player: number) => number; strokes?: (player: number) => number };

async function playHole(page: Page, round: number, hole: number, options: HoleOptions = {}) {
  const { shown = () => parOf(hole), strokes = (i: number) => strokesOf(i, round, hole) } = options;
  await holeHeading(page, hole).waitFor();
  for (const [i, player] of PLAYERS.entries()) {
    const input = page.getByLabel(`Strokes for ${player.name}`);
    await expect.poll(() => input.inputValue(), { message: `${player.name} on hole ${hole}` }).toBe(String(shown(i)));
    if (strokes(i) !== shown(i)) await input.fill(String(strokes(i)));
  }
  // The last hole's button finishes the round (the game, on its last round).
  const button = hole < PARS.length ? 'Next Hole' : round < 2 ? 'Finish Round' : 'Finish Game';
  await page.getByRole('button', { name: button }).click();
}

/** What a phone does when the app goes to the background: the page is hidden (or shown again). */
const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);

describe('scoring: a two-round dogfight for four players, hole by hole, to the final results', () => {
  let browser: Browser;
  let page: Page;
  let token: string;
  let gameId: string;
  let teeSetId: string;

  beforeAll(async () => {
    const account = await registerAccount({
      username: `sco${run}`,
      email: `sco.${run}@example.com`,
      firstName: 'Ava',
      lastName: 'Scorer',
      handicap: 4,
    });
    token = account.token;
    ({ gameId, teeSetId } = await startedGame({
      token,
      course: { name: `Scoring Links ${run}`, location: 'Here' },
      tee,
      pars: PARS,
      game: {
        name: `Two Round Dogfight ${run}`,
        gameType: 'dogfight',
        numberOfRounds: 2,
        payouts: PAYOUTS.map((amount, i) => ({ position: i + 1, amount })),
      },
      players: PLAYERS.map((player, i) => ({ ...player, userId: i === 0 ? account.userId : null })),
    }));

    browser = await launchBrowser();
    page = await signedInPhonePage(browser, token, { baseURL: inject('appUrl') });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('plays round 1 hole by hole, with handicap dots, and corrects a past hole on the way', async () => {
    await page.goto(`/game/${gameId}/scoring`);
    await holeHeading(page, 1).waitFor();
    await page.getByText('Round 1 of 2').waitFor();
    // Hole 1 is SI 1: Dee (CH 27) receives two strokes there, Ava (CH 4) one.
    const rowOf = (name: string) => page.locator('.score-row', { hasText: name });
    await rowOf('Dee')
      .getByRole('img', { name: `Receives ${strokesReceived(handicaps[3]!, 1, 18)} handicap strokes on this hole` })
      .waitFor();
    await rowOf('Ava')
      .getByRole('img', { name: `Receives ${strokesReceived(handicaps[0]!, 1, 18)} handicap stroke on this hole` })
      .waitFor();
    await page.getByRole('button', { name: 'One stroke more for Ben' }).click();
    await page.getByLabel('Ben to par: +1').waitFor();
    await page.getByRole('button', { name: 'One stroke less for Ben' }).click();
    await expect(page.getByRole('button', { name: 'Hole 2', exact: true }).isDisabled()).resolves.toBe(true);

    for (let hole = 1; hole <= 5; hole += 1) {
      // Cal's score on hole 2 goes in two strokes too high, to be corrected from hole 6.
      await playHole(page, 1, hole, { strokes: (i) => strokesOf(i, 1, hole) + (hole === 2 && i === 2 ? 2 : 0) });
    }
    await holeHeading(page, 6).waitFor();
    await page.getByRole('button', { name: 'Hole 2', exact: true }).click();
    await holeHeading(page, 2).waitFor();
    await expect.poll(() => page.getByLabel('Strokes for Cal').inputValue()).toBe(String(strokesOf(2, 1, 2) + 2));
    await page.getByLabel('Strokes for Cal').fill(String(strokesOf(2, 1, 2)));
    await page.getByRole('button', { name: 'Update Hole 2' }).click();
    await toastWith(page, 'Score Updated!').waitFor();
    await toastWith(page, 'Hole 2 scores have been updated').waitFor();
    await holeHeading(page, 6).waitFor();

    for (let hole = 6; hole <= 18; hole += 1) await playHole(page, 1, hole);
    await page.waitForURL(`**/games/${gameId}/round-summary/1`);
  });

  it("reviews round 1's summary, then starts round 2 with each player's round-1 tee already chosen", async () => {
    await page.getByRole('heading', { name: 'Round 1 Summary' }).waitFor();
    const cards = dogfight(roundInput(1)).rounds[0]!;
    for (const [i, player] of PLAYERS.entries()) {
      const card = cards.find((c) => c.playerId === player.name)!;
      const totals = page.getByLabel(`Totals for ${player.name}`);
      for (const [label, value] of [
        ['Gross', card.grossStrokes],
        ['Net', card.netStrokes],
        ['Points', card.points],
        ['Par', 72],
      ] as const) {
        await expect
          .poll(() => totals.locator('div', { hasText: label }).locator('dd').textContent(), { message: `${player.name} ${label}` })
          .toBe(String(value));
      }
      expect(card.holesPlayed, `${PLAYERS[i]!.name} played every hole`).toBe(18);
    }
    await page.getByRole('button', { name: 'Confirm All Scores' }).click();
    const confirmed = page.getByRole('dialog', { name: 'Scores Confirmed!' });
    await confirmed.getByRole('button', { name: 'Start Round 2' }).click();
    await page.waitForURL(`**/games/${gameId}/round-confirmation/2`);

    // Nobody picks a tee: round 1's carries over.
    for (const player of PLAYERS) {
      await expect.poll(() => page.getByLabel(`Tee for ${player.name}`).inputValue(), { message: player.name }).toBe(teeSetId);
    }
    await page.getByRole('button', { name: 'Confirm Round' }).click();
    await page.getByRole('dialog', { name: 'Round Setup Confirmed!' }).getByRole('button', { name: 'Start Round 2' }).click();
    await page.waitForURL(`**/game/${gameId}/scoring`);
    await page.getByText('Round 2 of 2').waitFor();
    await holeHeading(page, 1).waitFor();
  });

  it("saves the whole hole as shown when leaving by Back, and shows the organiser's standing on the home card", async () => {
    expect(strokesOf(3, 2, 1), 'a value other than the par shown').not.toBe(parOf(1));
    // Dee's strokes differ from par: typed, not yet saved.
    await page.getByLabel('Strokes for Dee').fill(String(strokesOf(3, 2, 1)));
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Current Game' }).waitFor();
    // Round 1, and hole 1 of round 2 as Back saved it: Dee's strokes, the par shown for the others.
    const round2 = roundInput(2);
    const holeOneAsShown = round2.scores
      .filter((s) => s.holeNumber === 1)
      .map((s) => (s.playerId === 'Dee' ? s : { ...s, strokes: parOf(1) }));
    const soFar = dogfight([roundInput(1), { ...round2, scores: holeOneAsShown }]);
    const ava = soFar.rows.find((row) => row.playerId === 'Ava')!;
    const stats = page.locator('.my-stats');
    await stats.getByText(ordinal(ava.position), { exact: true }).waitFor();
    await stats.getByText(String(ava.points), { exact: true }).waitFor();
    await stats.getByText(toParText(scoreToPar(ava.netStrokes, ava.parForHolesPlayed)), { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Continue' }).click();
    await holeHeading(page, 1).waitFor();
  });

  it('auto-saves when the page is hidden, and plays round 2 to its last hole: the game is completed', async () => {
    expect(strokesOf(2, 2, 2), 'a value other than the par shown').not.toBe(parOf(2));
    await playHole(page, 2, 1, { shown: (i) => (i === 3 ? strokesOf(3, 2, 1) : parOf(1)) });
    await holeHeading(page, 2).waitFor();
    await page.getByLabel('Strokes for Cal').fill(String(strokesOf(2, 2, 2)));
    await setVisibility(page, 'hidden');
    const holeTwo = async () =>
      (await apiCall('GET', `/api/games/${gameId}/scores/2/2`, { token })) as unknown as Array<{ strokes: number }>;
    // The whole hole as shown: Cal's strokes and the par shown for the others.
    const asShown = PLAYERS.map((_, i) => (i === 2 ? strokesOf(2, 2, 2) : parOf(2))).sort();
    await expect.poll(async () => (await holeTwo()).map((score) => score.strokes).sort()).toEqual(asShown);
    await setVisibility(page, 'visible');
    await playHole(page, 2, 2, { shown: (i) => (i === 2 ? strokesOf(2, 2, 2) : parOf(2)) });

    for (let hole = 3; hole <= 18; hole += 1) await playHole(page, 2, hole);
    await toastWith(page, 'Game completed!').waitFor();
    await page.waitForURL(`**/game/${gameId}/leaderboard`);
    await page.getByText('Game Complete', { exact: true }).waitFor();
  });

  it("confirms the last round's summary and views the final results", async () => {
    await page.goto(`/games/${gameId}/round-summary/2`);
    await page.getByRole('heading', { name: 'Round 2 Summary' }).waitFor();
    await page.getByRole('button', { name: 'Confirm All Scores' }).click();
    await page.getByRole('dialog', { name: 'Scores Confirmed!' }).getByRole('button', { name: 'View Final Results' }).click();
    await page.waitForURL(`**/game/${gameId}/leaderboard`);
  });

  it('shows the final standings, payouts and game summary worked out from the strokes entered', async () => {
    const game = dogfight([roundInput(1), roundInput(2)]);
    const rows = game.rows;
    expect(new Set(rows.map((r) => r.position)).size, 'the strokes are chosen so that nobody ties').toBe(PLAYERS.length);

    await page.getByRole('heading', { level: 1, name: `Scoring Links ${run}` }).waitFor();
    await page.getByText('Game Complete', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Overall Leaderboard' }).waitFor();
    await expect.poll(() => textOf(page, '.lb-row__name')).toEqual(rows.map((r) => r.playerId));
    expect(await textOf(page, '.lb-row__figure')).toEqual(rows.map((r) => String(r.points)));
    expect(await textOf(page, '.lb-row .place')).toEqual(rows.map((r) => String(r.position)));
    expect(await textOf(page, '.lb-row__detail')).toEqual(
      rows.map((r) => `${toParText(scoreToPar(r.netStrokes, r.parForHolesPlayed))} · Thru 36`),
    );

    // Each place's prize, from the standings (docs/golf-rules.md section 8), read on the Prize Payouts card.
    const prizes = distributePayouts(
      rows.map((row) => ({ id: row.playerId, position: row.position })),
      PAYOUTS.map((amount, i) => ({ position: i + 1, amountCents: amount * 100 })),
    ).filter((prize) => prize.amountCents > 0);
    const payouts = page.getByRole('region', { name: 'Prize Payouts' });
    expect(await payouts.locator('.lb-payout').count()).toBe(prizes.length);
    for (const prize of prizes) {
      const row = payouts.locator('.lb-payout', { hasText: `${ordinal(prize.position)} Place` });
      await row.getByText(formatCents(prize.amountCents), { exact: true }).waitFor();
      await row.getByText(prize.id, { exact: true }).waitFor();
    }
    await payouts.getByText(formatCents(PAYOUTS.reduce((sum, amount) => sum + amount * 100, 0)), { exact: true }).waitFor();

    const stats = sumStats(game.rounds.flat().map((card) => roundStats(card.holes)));
    const summary = page.getByRole('region', { name: 'Game Summary' });
    for (const [label, count] of [
      ['Eagles', stats.eaglesOrBetter],
      ['Birdies', stats.birdies],
      ['Pars', stats.pars],
    ] as const) {
      await expect
        .poll(() => summary.locator('div', { hasText: label }).locator('dd').textContent(), { message: label })
        .toBe(String(count));
    }
  });
});
