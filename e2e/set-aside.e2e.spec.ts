import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { streamNames, type EventStore } from '@golf/events';
import { createEventStore } from '@golf/events/store';
import { createReadPool } from '@golf/read-db';
import { promoteSuperAdmin } from '../command-api/src/auth/changing-roles/promote-super-admin.ts';
import { launchBrowser, newPhonePage } from './support/browser.ts';
import { addCourseWithTee, apiCall, registerAccount } from './support/test-api.ts';

const run = Date.now().toString(36);
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];
const organiser = { username: `org${run}`, email: `org.${run}@example.com`, firstName: 'Orla', lastName: 'Organiser', handicap: 12 };
const operator = { username: `ops${run}`, email: `ops.${run}@example.com`, firstName: 'Otto', lastName: 'Operator', handicap: 20 };
const gameName = `Broken Saturday ${run}`;
const tripName = `Links Week ${run}`;

/** With E2E_SHOTS_DIR set, keeps a picture of the screen to look at (never in git). */
async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true, animations: 'disabled' });
}

async function signIn(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('game-password');
  await page.locator('form').getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Profile menu' }).waitFor();
}

async function signOut(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.getByRole('link', { name: 'Get Started' }).waitFor();
}

/** Health, until it names `stream` as set aside. */
async function setAsideInHealth(stream: string): Promise<{ error: string }> {
  for (let tries = 0; tries < 100; tries += 1) {
    const health = (await fetch(`${inject('appUrl')}/api/health`).then((r) => r.json())) as {
      setAside: { stream: string; error: string }[];
    };
    const found = health.setAside.find((row) => row.stream === stream);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`health never named ${stream}`);
}

/** A game of the trip on its course, round 1 started, with one score: as the organiser's phone makes it. */
async function tripGame(token: string, tripId: string, course: { courseId: string; teeSetId: string }, name: string) {
  const created = await apiCall('POST', '/api/games', {
    token,
    body: { name, tripId, gameType: 'stroke_play', scoringType: 'gross', numberOfRounds: 1, targetPlayerCount: 2 },
  });
  const gameId = String(created.id);
  const playerIds: string[] = [];
  for (const player of [
    { name: 'Ada', handicap: 10 },
    { name: 'Bo', handicap: 20 },
  ]) {
    const added = await apiCall('POST', `/api/games/${gameId}/players`, { token, body: { ...player, userId: null } });
    playerIds.push((added.player as { id: string }).id);
  }
  await apiCall('POST', `/api/games/${gameId}/rounds`, { token, body: { roundNumber: 1, courseId: course.courseId } });
  for (const playerId of playerIds)
    await apiCall('POST', `/api/games/${gameId}/player-rounds`, { token, body: { playerId, roundNumber: 1, teeSetId: course.teeSetId } });
  await apiCall('POST', `/api/games/${gameId}/rounds/1/confirm`, { token });
  await apiCall('POST', `/api/games/${gameId}/rounds/1/start`, { token });
  await apiCall('POST', `/api/games/${gameId}/scores`, {
    token,
    body: { playerId: playerIds[0], roundNumber: 1, holeNumber: 1, strokes: 4 },
  });
  return { gameId, playerIds };
}

describe('a game whose stream cannot be projected', () => {
  let browser: Browser;
  let page: Page;
  let store: EventStore;
  let gameId: string;
  let tripId: string;
  let error: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPhonePage(browser, { baseURL: inject('appUrl') });
    page.setDefaultTimeout(15_000);
    store = await createEventStore({ databaseUrl: inject('databaseUrl') });
    const organiserAccount = await registerAccount(organiser);
    await registerAccount(operator);
    const pool = await createReadPool(inject('databaseUrl'), { maximumPoolSize: 1 });
    try {
      await promoteSuperAdmin({ store, pool }, operator.email, new Date());
    } finally {
      await pool.end();
    }
    const trip = await apiCall('POST', '/api/trips', { token: organiserAccount.token, body: { name: tripName } });
    tripId = (trip.trip as { id: string }).id;
    const course = await addCourseWithTee(
      organiserAccount.token,
      { name: `Fault Links ${run}`, location: 'Faultville' },
      { name: 'White', color: 'white', rating: 70.5, slope: 121 },
      PARS,
    );
    await apiCall('POST', `/api/trips/${tripId}/courses`, { token: organiserAccount.token, body: { courseId: course.courseId } });
    await tripGame(organiserAccount.token, tripId, course, `Fine Friday ${run}`);
    const game = await tripGame(organiserAccount.token, tripId, course, gameName);
    gameId = game.gameId;
    // A score as an older build wrote it (version 0, `gross` for `strokes`), straight into the log.
    await store.append(
      streamNames.game(gameId),
      [
        {
          id: randomUUID(),
          type: 'ScoreEntered',
          data: { gameId, scoreId: randomUUID(), playerId: game.playerIds[1], roundNumber: 1, holeNumber: 1, gross: 5, access: 'owner' },
          metadata: {
            userId: organiserAccount.userId,
            commandId: randomUUID(),
            correlationId: randomUUID(),
            causationId: null,
            occurredAt: new Date().toISOString(),
            client: 'web',
            schemaVersion: 0,
          },
        },
      ],
      { expectedRevision: 'any' },
    );
    error = (await setAsideInHealth(streamNames.game(gameId))).error;
  });

  afterAll(async () => {
    await browser?.close();
    await store?.close();
  });

  it('tells its players the leaderboard is being repaired, not its last standings', async () => {
    await signIn(page, organiser.email);
    await page.goto(`/game/${gameId}/leaderboard`);
    const notice = page.getByRole('status').filter({ hasText: 'Being repaired' });
    await notice.getByRole('heading', { name: 'Being repaired' }).waitFor();
    await notice.getByText(/This game’s leaderboard is being repaired: one of its recorded changes could not be applied/).waitFor();
    expect(await page.getByText('Ada').count()).toBe(0);
    await shot(page, 'set-aside-leaderboard');
    await page.goto(`/game/${gameId}/scoring`);
    await page.getByRole('heading', { name: 'Being repaired' }).waitFor();
    await shot(page, 'set-aside-scoring');
  });

  it('leaves it out of the trip’s standings and says so, counting the trip’s other game', async () => {
    await page.goto(`/trips/${tripId}/standings`);
    const notice = page.getByRole('status').filter({ hasText: 'One game is not counted yet' });
    await notice.getByText(`“${gameName}” is being repaired`, { exact: false }).waitFor();
    await page.getByText('Over 1 game.', { exact: false }).waitFor();
    await shot(page, 'set-aside-trip-standings');
    await signOut(page);
  });

  it('lists it on the admin dashboard with its error, and Retry says when it still fails', async () => {
    await signIn(page, operator.email);
    await page.goto('/admin');
    const section = page.getByRole('region', { name: /Being repaired/ });
    const item = section.getByRole('listitem').filter({ hasText: `Game “${gameName}”` });
    await item.waitFor();
    await item.getByText(error).waitFor();
    await item.getByText(/Stopped at ScoreEntered \(position \d+\)/).waitFor();
    await shot(page, 'set-aside-admin');
    await item.getByRole('button', { name: `Retry Game “${gameName}”` }).click();
    await page.getByRole('region', { name: 'Notifications (F8)' }).getByText('Still failing', { exact: true }).waitFor();
    await item.getByText(/retried 1 time, last/).waitFor();
    await shot(page, 'set-aside-admin-retried');
  });
});
