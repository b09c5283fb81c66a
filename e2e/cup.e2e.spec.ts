import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, signedInPhonePage } from './support/browser.ts';
import { docScreen } from './support/doc-screens.ts';
import { addCourseWithTee, apiCall, registerAccount } from './support/test-api.ts';

const run = Date.now().toString(36);
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5];
const tee = { name: 'White', color: 'white', rating: 72, slope: 113 };
const venue = { name: `Cup Links ${run}`, location: 'Fife' };

/** Red and Blue, five each; Di and Hal play off 20, everyone else off 10. */
const NAMES = {
  ada: ['Ada', 'Reid', 10],
  cy: ['Cy', 'Lowe', 10],
  gus: ['Gus', 'Hart', 10],
  eve: ['Eve', 'Moss', 10],
  ian: ['Ian', 'Park', 10],
  bob: ['Bob', 'Vance', 10],
  di: ['Di', 'Fox', 20],
  hal: ['Hal', 'Gray', 20],
  fay: ['Fay', 'West', 10],
  jo: ['Jo', 'King', 10],
} as const;
type Who = keyof typeof NAMES;
const RED: Who[] = ['ada', 'cy', 'gus', 'eve', 'ian'];
const BLUE: Who[] = ['bob', 'di', 'hal', 'fay', 'jo'];
const person = (who: Who) => ({
  username: `${who}${run}`,
  email: `${who}.${run}@example.com`,
  firstName: NAMES[who][0],
  lastName: NAMES[who][1],
  handicap: NAMES[who][2],
});
const fullName = (who: Who) => `${NAMES[who][0]} ${NAMES[who][1]}`;

const toastWith = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text, { exact: true });

describe('the trip’s cup: captains set the teams, make a session, four phones score, the board and the TV follow', () => {
  let browser: Browser;
  const accounts = {} as Record<Who, { token: string; userId: string }>;
  const phones = {} as Record<'ada' | 'bob' | 'cy' | 'di' | 'eve' | 'fay', Page>;
  let tv: Page;
  let tripId: string;
  let course: { courseId: string; teeSetId: string };
  const gameIds: string[] = [];

  beforeAll(async () => {
    for (const who of [...RED, ...BLUE]) accounts[who] = await registerAccount(person(who));
    const { token } = accounts.ada;
    const trip = await apiCall('POST', '/api/trips', { token, body: { name: `Cup Trip ${run}`, location: 'Fife' } });
    tripId = (trip.trip as { id: string }).id;
    let position = '';
    for (const who of [...RED, ...BLUE].filter((w) => w !== 'ada'))
      position = (await apiCall('POST', `/api/trips/${tripId}/members`, { token, body: { userId: accounts[who].userId } })).position!;
    course = await addCourseWithTee(token, venue, tee, PARS);
    const added = await apiCall('POST', `/api/trips/${tripId}/courses`, {
      token,
      body: { courseId: course.courseId },
      minPosition: position,
    });
    await apiCall('GET', `/api/trips/${tripId}/courses`, { token, minPosition: added.position });
    browser = await launchBrowser();
    for (const who of ['ada', 'bob', 'cy', 'di', 'eve', 'fay'] as const)
      phones[who] = await signedInPhonePage(browser, accounts[who].token, { baseURL: inject('appUrl') });
    tv = await signedInPhonePage(browser, accounts.ada.token, {
      baseURL: inject('appUrl'),
      viewport: { width: 1280, height: 720 },
      isMobile: false,
      hasTouch: false,
      deviceScaleFactor: 1,
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('an organizer, Red’s captain, sets up the two teams from the trip page', async () => {
    const page = phones.ada;
    await page.goto(`/trips/${tripId}`);
    await page.getByRole('link', { name: 'Set Up a Cup' }).click();
    await page.getByRole('heading', { level: 1, name: 'Cup teams' }).waitFor();
    await page.getByRole('button', { name: 'Save Teams' }).click();
    await page.getByRole('alert').getByText('Each team needs at least one player').waitFor();
    for (const who of RED) await page.getByLabel(`Team of ${fullName(who)}`).selectOption({ label: 'Red' });
    for (const who of BLUE) await page.getByLabel(`Team of ${fullName(who)}`).selectOption({ label: 'Blue' });
    await expect.poll(() => page.getByLabel('Team 1 captain').inputValue()).toBe(accounts.ada.userId);
    await page.getByLabel('Team 2 captain').selectOption({ label: fullName('bob') });
    await page.getByLabel('Cup name').fill('Fife Cup');
    await page.getByLabel('Points in all (optional)').fill('7');
    await page.getByRole('button', { name: 'Save Teams' }).click();
    await toastWith(page, 'Cup saved').waitFor();
    await page.waitForURL(`**/trips/${tripId}/cup`);
    await page.getByRole('heading', { level: 1, name: 'Fife Cup' }).waitFor();
    await page.getByRole('status').getByText('4 to win · 7 points in all').waitFor();
    await page.getByText('No matches yet').waitFor();
    expect(
      await page
        .getByRole('region', { name: 'Teams' })
        .getByText(`${fullName('bob')} (captain)`)
        .count(),
    ).toBe(1);
  });

  it('Blue’s captain makes session 1 from the proposed foursomes pairings, changed so the captains rest', async () => {
    const page = phones.bob;
    await page.goto(`/trips/${tripId}/cup`);
    await page.getByRole('link', { name: 'New session' }).click();
    await page.getByRole('heading', { level: 1, name: 'New session' }).waitFor();
    await page.getByLabel('Format').selectOption({ label: 'Foursomes' });
    await page.getByLabel('First tee time').fill('2026-06-12T08:00');
    await page.getByLabel('Minutes apart').fill('10');
    await page.getByRole('button', { name: 'Propose Pairings' }).click();
    const matches = page.getByRole('list', { name: 'Proposed matches' });
    await matches.getByRole('listitem').nth(1).waitFor();
    expect(await matches.getByRole('listitem').count()).toBe(2);
    // Two a side in each of two matches: one player of each team rests.
    await page.getByText(/^Resting: /).waitFor();
    const wanted: Array<[number, 'Red' | 'Blue', number, Who]> = [
      [1, 'Red', 1, 'cy'],
      [1, 'Red', 2, 'gus'],
      [1, 'Blue', 1, 'di'],
      [1, 'Blue', 2, 'hal'],
      [2, 'Red', 1, 'eve'],
      [2, 'Red', 2, 'ian'],
      [2, 'Blue', 1, 'fay'],
      [2, 'Blue', 2, 'jo'],
    ];
    for (const [match, team, slot, who] of wanted)
      await page.getByLabel(`Match ${match}, ${team} player ${slot}`).selectOption({ label: fullName(who) });
    await page.getByText(`Resting: ${fullName('ada')}, ${fullName('bob')}`).waitFor();
    await page.getByText('Match 2 · 08:10').waitFor();
    await page.getByRole('button', { name: 'Make 2 Matches' }).click();
    await toastWith(page, '2 matches made').waitFor();
    await page.waitForURL(`**/trips/${tripId}/cup`);
    const session = page.getByRole('region', { name: 'Session 1 · Foursomes' });
    await session.getByRole('link').nth(1).waitFor();
    expect(await session.getByText('Not started').count()).toBe(2);
    for (const link of await session.getByRole('link').all()) gameIds.push((await link.getAttribute('href'))!.split('/')[2]!);
    expect(gameIds).toHaveLength(2);
  });

  it('the tee times show on the trip’s page and on each player’s Home', async () => {
    await phones.ada.goto(`/trips/${tripId}`);
    const times = phones.ada.getByRole('list', { name: 'Tee times' });
    await times.getByText('Fri 12 Jun, 08:00').waitFor();
    await times.getByText('Fri 12 Jun, 08:10').waitFor();
    await phones.cy.goto('/');
    await phones.cy.getByRole('heading', { name: 'Your tee times' }).waitFor();
    await phones.cy.getByText('Fri 12 Jun, 08:00').waitFor();
    await phones.cy.getByText('Fife Cup, session 1 foursomes: Not started').waitFor();
  });

  /** Enters the shown side's strokes on a phone's own card and saves the hole. */
  async function scoreSide(page: Page, side: string, strokes: number, hole: number) {
    await page.getByRole('heading', { level: 1, name: `Hole ${hole}`, exact: true }).waitFor();
    await page.getByLabel(`Strokes for ${side}`).fill(String(strokes));
    await page.getByRole('button', { name: 'Next Hole' }).click();
    await page.getByRole('heading', { level: 1, name: `Hole ${hole + 1}`, exact: true }).waitFor();
  }

  it('four phones score the two matches, a side’s ball each; the cup’s board and the TV show the points moving', async () => {
    const redOne = `${fullName('cy')} & ${fullName('gus')}`;
    const blueOne = `${fullName('di')} & ${fullName('hal')}`;
    await tv.goto(`/trips/${tripId}/cup/tv`);
    await tv.getByRole('heading', { level: 1, name: 'Fife Cup' }).waitFor();
    await phones.cy.getByRole('link', { name: /Fri 12 Jun, 08:00/ }).click();
    await phones.cy.waitForURL(`**/game/${gameIds[0]}/scoring`);
    // One row a side on a foursomes card: the phone's own side.
    await phones.cy.getByLabel(`Strokes for ${redOne}`).waitFor();
    expect(await phones.cy.getByLabel(/^Strokes for /).count()).toBe(1);
    await scoreSide(phones.cy, redOne, 3, 1);
    await phones.di.goto(`/game/${gameIds[0]}/scoring`);
    await phones.di.getByLabel(`Strokes for ${blueOne}`).waitFor();
    // The sides go by the cup's team names, not "Team 1" and "Team 2".
    await phones.di.getByRole('region', { name: 'Red', exact: true }).getByText(redOne).waitFor();
    await phones.di.getByRole('region', { name: 'Blue', exact: true }).getByLabel(`Strokes for ${blueOne}`).waitFor();
    await docScreen(phones.di, 'cup-foursomes-scoring');
    await scoreSide(phones.di, blueOne, 5, 1);
    await phones.eve.goto(`/game/${gameIds[1]}/scoring`);
    await scoreSide(phones.eve, `${fullName('eve')} & ${fullName('ian')}`, 4, 1);
    await phones.fay.goto(`/game/${gameIds[1]}/scoring`);
    await scoreSide(phones.fay, `${fullName('fay')} & ${fullName('jo')}`, 3, 1);

    // Blue's ball on hole 1 was 5 less a stroke (Blue receives 10): Red's 3 still wins it.
    const board = phones.ada;
    await board.goto(`/trips/${tripId}/cup`);
    const session = board.getByRole('region', { name: 'Session 1 · Foursomes' });
    await session.getByText('Red 1 UP thru 1').waitFor();
    await session.getByText('Blue 1 UP thru 1').waitFor();
    await board.getByText('1 live').nth(1).waitFor();
    await tv.getByText('Red 1 UP thru 1').waitFor();
    await tv.getByText('Blue 1 UP thru 1').waitFor();
    await docScreen(board, 'cup-board-mid-session');
    await docScreen(tv, 'cup-tv');
  });

  it('on the match’s admin’s phone each foursomes side scores on its partners’ phones: no box, a clear "Enter for"', async () => {
    const page = phones.bob;
    const redOne = `${fullName('cy')} & ${fullName('gus')}`;
    const blueOne = `${fullName('di')} & ${fullName('hal')}`;
    await page.goto(`/game/${gameIds[0]}/scoring`);
    await page.getByRole('heading', { level: 1, name: 'Hole 1', exact: true }).waitFor();
    for (const [side, onPhones, strokes] of [
      [redOne, `${fullName('cy')} or ${fullName('gus')}`, 3],
      [blueOne, `${fullName('di')} or ${fullName('hal')}`, 5],
    ] as const) {
      const row = page.getByRole('listitem').filter({ hasText: `On ${onPhones}'s phone` });
      await row.getByLabel(`${side}: ${strokes} strokes`).waitFor();
      await row.getByRole('button', { name: `Enter for ${side}` }).waitFor();
    }
    expect(await page.getByLabel(/^Strokes for /).count(), 'no box Next Hole would save').toBe(0);
    await docScreen(page, 'cup-foursomes-admin');
    // Entered on purpose, the side's box opens at its ball; left to them again, it closes.
    await page.getByRole('button', { name: `Enter for ${blueOne}` }).click();
    expect(await page.getByLabel(`Strokes for ${blueOne}`).inputValue()).toBe('5');
    await page.getByRole('button', { name: `Leave to ${blueOne}` }).click();
    await page.getByRole('button', { name: `Enter for ${blueOne}` }).waitFor();
  });

  it('a match decided early says so on the scoring screen; its point moves to the board and the TV, live', async () => {
    // Holes 2 to 9 of match 1 by its admin (Blue's captain), entered for the players on purpose
    // (their own phones score them, decision 0700): Red wins each, 9 up with 9 to play.
    const game = await apiCall('GET', `/api/games/${gameIds[0]}`, { token: accounts.bob.token });
    const playerOf = new Map((game.players as Array<{ id: string; userId: string }>).map((p) => [p.userId, p.id]));
    let position = '';
    for (let hole = 2; hole <= 9; hole += 1) {
      for (const [who, strokes] of [
        ['cy', 3],
        ['di', 5],
      ] as const) {
        position = (
          await apiCall('POST', `/api/games/${gameIds[0]}/scores`, {
            token: accounts.bob.token,
            body: { playerId: playerOf.get(accounts[who].userId), roundNumber: 1, holeNumber: hole, strokes, onBehalf: true },
          })
        ).position!;
      }
    }
    await phones.ada.getByText('Red 9 UP thru 9 (dormie)').waitFor();
    await apiCall('GET', `/api/trips/${tripId}/cup`, { token: accounts.ada.token, minPosition: position });
    await phones.cy.goto(`/game/${gameIds[0]}/scoring`);
    await scoreSide(phones.cy, `${fullName('cy')} & ${fullName('gus')}`, 3, 10);
    await phones.di.goto(`/game/${gameIds[0]}/scoring`);
    await phones.di.getByRole('heading', { level: 1, name: 'Hole 10', exact: true }).waitFor();
    await phones.di.getByLabel(`Strokes for ${fullName('di')} & ${fullName('hal')}`).fill('5');
    await phones.di.getByRole('button', { name: 'Next Hole' }).click();
    await phones.di.getByText(`The match is over: ${fullName('cy')} & ${fullName('gus')} won 10&8`).waitFor();
    await phones.di.getByText('Holes 11 and on need no score: they do not count.').waitFor();
    await docScreen(phones.di, 'cup-match-over');

    const session = phones.ada.getByRole('region', { name: 'Session 1 · Foursomes' });
    await session.getByText('Red wins 10&8').waitFor();
    await phones.ada.getByLabel('Red 1 points').waitFor();
    await tv.getByText('Red wins 10&8').waitFor();
    await tv.getByLabel('Red 1 points').waitFor();
    await tv.getByLabel('Blue 0 points').waitFor();
  });
});
