import { formatCents, gameMoney, settleUp, type LeaderboardBoardView } from '@golf/golf';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, signedInPhonePage } from './support/browser.ts';
import { addCourseWithTee, apiCall, registerAccount } from './support/test-api.ts';

const run = Date.now().toString(36);
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5];
const tee = { name: 'White', color: 'white', rating: 72, slope: 113 };
const organiser = { username: `trip${run}`, email: `trip.${run}@example.com`, firstName: 'Olive', lastName: `Trip${run}`, handicap: 10 };
const bob = { username: `bob${run}`, email: `bob.${run}@example.com`, firstName: 'Bob', lastName: `Links${run}`, handicap: 14 };
const cat = { username: `cat${run}`, email: `cat.${run}@example.com`, firstName: 'Cat', lastName: `Fairway${run}`, handicap: 20 };
const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
const venues = [
  { name: `Old Links ${run}`, location: 'St Andrews, Scotland' },
  { name: `Kingsbarns ${run}`, location: 'Fife, Scotland' },
];
const elsewhere = { name: `Elsewhere ${run}`, location: 'Nowhere' };
const tripName = `Scotland ${run}`;

/** Strokes against par per player (in the order they were added) on each hole. */
const DELTAS = [
  [0, -1, 0, 1, 0, 0, -1, 0, 1, 0, 0, 1, -1, 0, 0, 1, 0, 0],
  [1, 0, 1, 0, -1, 1, 0, 2, 0, 1, 0, 0, 1, -1, 1, 0, 0, 1],
  [1, 2, 0, 1, 1, 0, 1, 1, 2, 0, 1, 1, 0, 2, 1, -1, 1, 2],
];

const toastWith = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text, { exact: true });
const signedMoney = (cents: number) => (cents > 0 ? `+${formatCents(cents)}` : formatCents(cents));

describe('trips: from a new trip to who owes whom', () => {
  let browser: Browser;
  let page: Page;
  let token: string;
  let userIds: Record<'olive' | 'bob' | 'cat', string>;
  let tripId: string;
  const gameIds: string[] = [];

  beforeAll(async () => {
    const accounts = [await registerAccount(organiser), await registerAccount(bob), await registerAccount(cat)];
    token = accounts[0]!.token;
    userIds = { olive: accounts[0]!.userId, bob: accounts[1]!.userId, cat: accounts[2]!.userId };
    for (const course of [...venues, elsewhere]) await addCourseWithTee(token, course, tee, PARS);
    // Let the read side know the members before the browser searches for them.
    await apiCall('POST', '/api/auth/search-users', { body: { query: cat.lastName }, token, minPosition: accounts[2]!.position });
    browser = await launchBrowser();
    page = await signedInPhonePage(browser, token, { baseURL: inject('appUrl') });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('creates a trip from the empty list', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Trips' }).click();
    await page.getByRole('heading', { name: 'No trips yet' }).waitFor();
    await page.getByRole('button', { name: 'Create Your First Trip' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Trip' });
    await dialog.getByRole('button', { name: 'Create Trip' }).click();
    await dialog.getByText('Trip name is required').waitFor();
    await dialog.getByLabel('Trip Name').fill(tripName);
    await dialog.getByLabel('Location').fill('St Andrews');
    await dialog.getByLabel('Start Date').fill('2026-05-01');
    await dialog.getByLabel('End Date').fill('2026-05-04');
    await dialog.getByRole('button', { name: 'Create Trip' }).click();
    await page.waitForURL(/\/trips\/[0-9a-f-]{36}$/);
    tripId = new URL(page.url()).pathname.split('/')[2] ?? '';
    await page.getByRole('heading', { level: 1, name: tripName }).waitFor();
    await page.getByText('May 1, 2026 – May 4, 2026').waitFor();
    await page.getByRole('tab', { name: 'Games (0)' }).waitFor();
  });

  it('adds two members and two courses on the Setup tab', async () => {
    await page.getByRole('tab', { name: 'Setup' }).click();
    await page.getByText('Add courses to limit game selections to trip venues').waitFor();
    for (const member of [bob, cat]) {
      await page.getByRole('button', { name: 'Add Member' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Member' });
      await dialog.getByLabel('Search players').fill(member.lastName);
      await dialog.getByText(fullName(member)).click();
      await dialog.getByRole('button', { name: 'Add Member' }).click();
      await toastWith(page, 'Member added').waitFor();
      await page.getByRole('list', { name: 'Members' }).getByText(fullName(member)).waitFor();
    }
    for (const course of venues) {
      await page.getByRole('button', { name: 'Add Course' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Course' });
      await dialog.getByLabel('Course').selectOption({ label: `${course.name} (${course.location})` });
      await dialog.getByRole('button', { name: 'Add Course' }).click();
      await page.getByRole('list', { name: 'Courses' }).getByText(course.name).waitFor();
    }
    // The dialog lists only courses not yet on the trip.
    await page.getByRole('button', { name: 'Add Course' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Course' });
    const options = await dialog.getByLabel('Course').locator('option').allTextContents();
    expect(options.some((o) => o.includes(elsewhere.name))).toBe(true);
    expect(options.some((o) => venues.some((v) => o.includes(v.name)))).toBe(false);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  /** A game made from the trip's Games tab: the trip preselected, players from Trip Members, a trip course. */
  async function createTripGame(link: string, game: { type: string; name: string; payout?: number; course: string }) {
    await page.getByRole('tab', { name: /^Games/ }).click();
    await page.getByRole('link', { name: link }).click();
    await page.getByRole('heading', { level: 1, name: 'New Game' }).waitFor();
    expect(new URL(page.url()).searchParams.get('tripId')).toBe(tripId);
    await page.getByLabel('Game Type').selectOption({ label: game.type });
    await page.getByLabel('Game Name (optional)').fill(game.name);
    await page.getByLabel('Number of Players').selectOption('3');
    await expect.poll(() => page.getByLabel('Trip').inputValue()).toBe(tripId);
    if (game.payout) {
      await page.getByRole('button', { name: 'Add Payout' }).click();
      await page.getByLabel('Amount ($)').fill(String(game.payout));
    }
    await page.getByRole('button', { name: 'Continue to Players' }).click();
    await page.waitForURL(/\/game\/[0-9a-f-]{36}\/players$/);
    gameIds.push(new URL(page.url()).pathname.split('/')[2] ?? '');

    for (const member of [organiser, bob, cat]) {
      await page.getByRole('tab', { name: 'Trip Members' }).click();
      await page
        .getByRole('list', { name: 'Trip members' })
        .getByRole('button', { name: new RegExp(fullName(member)) })
        .click();
    }
    // The last pick fills the last slot; Next goes on to the review.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Confirm Players' }).click();
    await page.waitForURL('**/course-selection');
    await page.getByText('Trip courses: 2').waitFor();
    await page.getByRole('button', { name: /Course for round 1/ }).click();
    const offered = await page.getByRole('listbox', { name: 'Courses' }).getByRole('option').allTextContents();
    expect(offered).toHaveLength(2);
    expect(offered.some((o) => o.includes(elsewhere.name))).toBe(false);
    await page.getByRole('option', { name: new RegExp(game.course) }).click();
    await page.getByRole('button', { name: 'Start Game Setup' }).click();
    await toastWith(page, 'Course selection complete! Now confirm your round setup.').waitFor();
    await page.getByRole('button', { name: 'Close notification' }).click();
    await page.waitForURL('**/round-confirmation/1');
    await page.getByLabel('Same tee for everyone').selectOption({ index: 1 });
    for (const member of [organiser, bob, cat])
      await expect.poll(() => page.getByLabel(`Tee for ${fullName(member)}`).inputValue()).not.toBe('');
    await page.getByRole('button', { name: 'Calculate Course Handicaps' }).click();
    await page.getByText("Course handicaps calculated from each player's tee.").waitFor();
    await page.getByRole('button', { name: 'Confirm Round' }).click();
    await page.getByRole('dialog', { name: 'Round Setup Confirmed!' }).getByRole('button', { name: 'Start Round 1' }).click();
    await page.waitForURL('**/scoring');
  }

  /** Every hole of round 1 for every player, through the API (the scoring screen has tests of its own). */
  async function scoreGame(gameId: string, holes = 18): Promise<string> {
    const game = await apiCall('GET', `/api/games/${gameId}`, { token });
    const players = game.players as Array<{ id: string }>;
    let position = '0';
    for (let hole = 1; hole <= holes; hole += 1) {
      for (const [index, player] of players.entries()) {
        const strokes = PARS[hole - 1]! + DELTAS[index]![hole - 1]!;
        // The organiser enters the members' cards for them, on purpose (their own phones would: decision 0700).
        const answer = await apiCall('POST', `/api/games/${gameId}/scores`, {
          token,
          body: { playerId: player.id, roundNumber: 1, holeNumber: hole, strokes, onBehalf: true },
        });
        position = String(answer.position);
      }
    }
    return position;
  }

  it('creates a dogfight for the trip, with the trip’s members and one of its courses, and scores it', async () => {
    await createTripGame('Create Game for Trip', { type: 'Dogfight', name: `Friday ${run}`, payout: 30, course: venues[0]!.name });
    await scoreGame(gameIds[0]!);
  });

  it('creates a skins game with Add Another Game, and the standings follow its scores live', async () => {
    await page.goto(`/trips/${tripId}`);
    await page.getByRole('tab', { name: 'Games (1)' }).waitFor();
    await createTripGame('Add Another Game', { type: 'Skins', name: `Saturday ${run}`, course: venues[1]!.name });

    await page.goto(`/trips/${tripId}/standings`);
    await page.getByRole('heading', { level: 1, name: 'Standings' }).waitFor();
    const last = await scoreGame(gameIds[1]!);

    // Each game's money from its own leaderboard, by @golf/golf; the page must show the same.
    const boards = await Promise.all(
      gameIds.map(
        async (gameId) =>
          (await apiCall('GET', `/api/games/${gameId}/leaderboard`, { token, minPosition: last })) as unknown as LeaderboardBoardView,
      ),
    );
    const byUser = new Map<string, number>();
    for (const board of boards)
      for (const line of gameMoney(board)) byUser.set(line.userId!, (byUser.get(line.userId!) ?? 0) + line.netCents);
    // The dogfight's prize went where its leaderboard's payout says.
    const prize = boards[0]!.payouts[0]!;
    expect(prize.shareCents).toBe(3000);
    const people = [
      { name: fullName(organiser), id: userIds.olive },
      { name: fullName(bob), id: userIds.bob },
      { name: fullName(cat), id: userIds.cat },
    ];
    for (const person of people) {
      const label = `${person.name} ${signedMoney(byUser.get(person.id) ?? 0)}`;
      await page.getByRole('listitem', { name: label }).waitFor({ timeout: 20_000 });
    }

    const payments = settleUp(people.map((p) => ({ id: p.id, cents: byUser.get(p.id) ?? 0 })));
    expect(payments.length).toBeGreaterThan(0);
    const nameOf = (id: string) => people.find((p) => p.id === id)!.name;
    const shown = page.getByRole('list', { name: 'Payments' }).getByRole('listitem');
    await expect.poll(() => shown.count()).toBe(payments.length);
    for (const [index, payment] of payments.entries()) {
      await expect
        .poll(() => shown.nth(index).textContent())
        .toBe(`${nameOf(payment.from)}${nameOf(payment.to)}${formatCents(payment.cents)}`);
    }
    // Neither game is completed: the money may still move, and the standings say so.
    await page.getByRole('heading', { name: 'Money Provisional' }).waitFor();
    await page.getByRole('status').getByText('None of the 2 games is completed yet: the money may still change.').waitFor();
  });

  it('shows the trip’s games with their status and a View Game link', async () => {
    await page.getByRole('link', { name: /Back to/ }).click();
    await page.getByRole('tab', { name: 'Games (2)' }).waitFor();
    const list = page.getByRole('list', { name: 'Trip games' });
    await list.getByText(`Friday ${run}`).waitFor();
    await list.getByText('Skins · 3 players').waitFor();
    await list.getByRole('link', { name: 'View Game' }).first().click();
    await page.waitForURL(`**/game/${gameIds[0]}/leaderboard`);
  });
});
