import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations, type AxeFinding } from './support/axe.ts';
import { launchBrowser, newPhonePage } from './support/browser.ts';
import { signUpThroughForm } from './support/sign-up.ts';

const run = Date.now().toString(36);
const ME = {
  username: `first${run}`,
  email: `first.${run}@example.com`,
  firstName: 'Nia',
  lastName: 'Newcomer',
  password: 'first-game-pw',
};
const TYPED = [
  { name: 'Omar', handicap: '14' },
  { name: 'Pia', handicap: '22.5' },
  { name: 'Quin', handicap: '3' },
];
/** A curated course (command-api/src/courses/curated-directory), found by part of its name. */
const CURATED = { search: 'Pebble', name: 'Pebble Beach Golf Links' };
/** The hole where a score is cleared with Backspace and typed again. */
const RETYPED_HOLE = 7;

/**
 * A new user's first game, as a newcomer walks it on a 390 × 844 phone: sign up, a dogfight with
 * "Add me" and three typed players, a curated course picked inside course selection, 18 holes
 * (one score cleared and typed again), Finish Game, and the board with its key. On every screen:
 * no 404 (page or API answer), a way on, and no serious or critical axe-core finding, toasts
 * included. Depends on "Add me" (decision 0040), the curated directory in course selection
 * (0081) and the scorecard key, built beside this test.
 */
describe('a new user’s first game, from sign-up to the board, on a phone', () => {
  let browser: Browser;
  let page: Page;
  let gameId = '';
  const notFound: string[] = [];
  const findings: Record<string, AxeFinding[]> = {};

  /** The screen is not the 404 page, and axe-core finds nothing serious on it as it stands. */
  const checkScreen = async (name: string) => {
    expect(await page.getByRole('heading', { name: 'Page not found' }).count(), `${name} is not a 404`).toBe(0);
    // Colours are judged once a dialog or toast has finished fading in.
    await page.evaluate(() => Promise.allSettled(document.getAnimations().map((animation) => animation.finished)));
    findings[name] = await seriousAxeViolations(page);
    expect(findings[name], `axe-core on ${name}`).toEqual([]);
  };
  const toast = (text: string) => page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text, { exact: true });

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPhonePage(browser, { baseURL: inject('appUrl') });
    page.setDefaultTimeout(15_000);
    page.on('response', (response) => {
      if (response.status() === 404) notFound.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('signs up and is greeted on home, with a way to start a game', async () => {
    await signUpThroughForm(page, ME);
    await page.waitForURL((url) => url.pathname === '/');
    await toast('Account created!').waitFor();
    await checkScreen('home after sign-up (with its toast)');
    await page.getByRole('link', { name: 'Create New Game' }).click();
  });

  it('chooses Dogfight and creates the game', async () => {
    await page.getByRole('heading', { level: 1, name: 'Choose Game Type' }).waitFor();
    await checkScreen('game type selection');
    await page.getByRole('link', { name: 'Choose Dogfight' }).click();
    await page.getByRole('heading', { level: 1, name: 'New Game' }).waitFor();
    await checkScreen('new game form');
    await page.getByLabel('Game Name (optional)').fill(`First Game ${run}`);
    await page.getByRole('button', { name: 'Continue to Players' }).click();
    await page.waitForURL(/\/game\/[0-9a-f-]{36}\/players$/);
    gameId = new URL(page.url()).pathname.split('/')[2] ?? '';
  });

  it('adds the user with "Add me", then three players typed by hand', async () => {
    await page.getByRole('heading', { level: 1, name: 'Add Players' }).waitFor();
    await checkScreen('add players');
    await page.getByRole('button', { name: 'Add me' }).click();
    await page.getByText('Player 2 of 4').waitFor();
    await page.getByRole('tab', { name: 'Manual Entry' }).click();
    for (const [index, player] of TYPED.entries()) {
      await page.getByText(`Player ${index + 2} of 4`).waitFor();
      await page.getByLabel('Player Name').fill(player.name);
      await page.getByLabel('Handicap Index').fill(player.handicap);
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await page.getByRole('heading', { name: 'Confirm Players' }).waitFor();
    await page.getByText(`${ME.firstName} ${ME.lastName}`).first().waitFor();
    await checkScreen('confirm players');
    await page.getByRole('button', { name: 'Confirm Players' }).click();
    await page.waitForURL(`**/game/${gameId}/course-selection`);
  });

  it('picks a curated course from the directory inside course selection, without leaving it', async () => {
    // A new user has no course yet: the directory is offered right here.
    const directory = page.getByRole('region', { name: 'Course directory' });
    await directory.waitFor();
    await checkScreen('course selection of a new user');
    await directory.getByLabel('Search courses').fill(CURATED.search);
    const card = directory.locator('li', { hasText: CURATED.name });
    await card.getByRole('button', { name: 'Add Course' }).click();
    await toast('Course added').or(toast('Course Added')).first().waitFor();
    expect(new URL(page.url()).pathname, 'still on the game’s course selection').toBe(`/game/${gameId}/course-selection`);
    const start = page.getByRole('button', { name: 'Start Game Setup' });
    if (await start.isDisabled()) {
      await page.getByRole('button', { name: /Course for round 1/ }).click();
      await page.getByRole('option', { name: new RegExp(CURATED.name) }).click();
    }
    await checkScreen('course selection with the course chosen (and its toast)');
    await start.click();
    await page.waitForURL(`**/games/${gameId}/round-confirmation/1`);
  });

  it('sets everyone’s tee and starts round 1', async () => {
    await page.getByRole('heading', { name: CURATED.name }).waitFor();
    const sameTee = page.getByLabel('Same tee for everyone');
    const tees = await sameTee.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    const tee = tees.find((value) => value !== '')!;
    await sameTee.selectOption(tee);
    const playerTees = page.getByLabel(/^Tee for /);
    // Four tees are saved one after another and read back: wait for all of them to show, not a fixed 1 s.
    await expect
      .poll(async () => (await playerTees.evaluateAll((s) => s.map((e) => (e as HTMLSelectElement).value))).join(), {
        message: 'every player shows the tee picked for everyone',
        timeout: 15_000,
      })
      .toBe(Array(4).fill(tee).join());
    await checkScreen('round confirmation');
    await page.getByRole('button', { name: 'Confirm Round' }).click();
    const dialog = page.getByRole('dialog', { name: 'Round Setup Confirmed!' });
    await dialog.waitFor();
    await checkScreen('round confirmed dialog');
    await dialog.getByRole('button', { name: 'Start Round 1' }).click();
    await page.waitForURL(`**/game/${gameId}/scoring`);
  });

  it('plays 18 holes, clearing one score with Backspace and typing it again, and finishes the game', async () => {
    for (let hole = 1; hole <= 18; hole += 1) {
      await page.getByRole('heading', { level: 1, name: `Hole ${hole}`, exact: true }).waitFor();
      if (hole === 1) await checkScreen('scoring, hole 1');
      if (hole === RETYPED_HOLE) {
        const box = page.getByLabel('Strokes for Omar');
        await box.click();
        await box.press('Backspace');
        await expect.poll(() => box.inputValue()).toBe('');
        await box.press('6');
        await expect.poll(() => box.inputValue()).toBe('6');
        await page.getByRole('button', { name: 'One stroke more for Pia' }).click();
        await checkScreen(`scoring, hole ${hole} with a score retyped`);
      }
      await page.getByRole('button', { name: hole < 18 ? 'Next Hole' : 'Finish Game' }).click();
    }
    await toast('Game completed!').waitFor();
    await page.waitForURL(`**/game/${gameId}/leaderboard`);
    await page.getByText('Game Complete', { exact: true }).waitFor();
    await checkScreen('the board of the finished game (with its toast)');
  });

  it('opens a player’s scorecard and reads its key: eagle, birdie, bogey, strokes received', async () => {
    await page.locator('.lb-row__summary', { hasText: 'Omar' }).click();
    const key = page.getByRole('region', { name: 'Scorecard key' });
    await key.waitFor();
    const meanings = (await key.textContent()) ?? '';
    for (const term of [/eagle/i, /birdie/i, /bogey/i, /stroke[^.]*received/i]) expect(meanings).toMatch(term);
    await checkScreen('the scorecard with its key');
    // A way on from the board: back home, where the finished game is listed.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await checkScreen('home after the game');
  });

  it('met no 404 on the way (no page, no API answer)', () => {
    expect(notFound).toEqual([]);
  });
});
