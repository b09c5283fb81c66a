import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPhonePage, signedInPhonePage } from './support/browser.ts';
import { startedGame } from './support/started-game.ts';
import { apiCall, registerAccount } from './support/test-api.ts';

const run = Date.now().toString(36);
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5];
const gameName = `Shared Fourball ${run}`;

/** The detail line of a player's leaderboard row: "<figures> · Thru n". */
const rowDetail = (page: Page, name: string) => page.locator('.lb-row', { hasText: name }).locator('.lb-row__detail');
/** A link's path, for a page whose base URL is the app's. */
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

describe('group play: sharing a game and joining it', () => {
  let browser: Browser;
  let ownerToken: string;
  let joinerToken: string;
  let gameId: string;
  let playerIds: string[];
  let owner: Page;
  let joiner: Page;
  let spectator: Page;
  let playerLink: string;
  let viewerLink: string;

  beforeAll(async () => {
    const register = (name: string, lastName: string) =>
      registerAccount({
        username: `${name.toLowerCase()}${run}`,
        email: `${name.toLowerCase()}.${run}@example.com`,
        firstName: name,
        lastName,
        handicap: 12,
      });
    ownerToken = (await register('Olive', 'Owner')).token;
    joinerToken = (await register('Jo', 'Joiner')).token;
    const started = await startedGame({
      token: ownerToken,
      course: { name: `Shared Links ${run}`, location: 'Coast' },
      tee: { name: 'White', color: 'white', rating: 72, slope: 113 },
      pars: PARS,
      game: { name: gameName, gameType: 'dogfight', numberOfRounds: 1 },
      players: [
        { name: 'Ann', handicap: 10 },
        { name: 'Ben', handicap: 14 },
        { name: 'Cat', handicap: 18 },
      ],
    });
    gameId = started.gameId;
    playerIds = started.playerIds;
    browser = await launchBrowser();
    owner = await signedInPhonePage(browser, ownerToken, { baseURL: inject('appUrl') });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('the owner shares a player link for Ben and the viewer link from the share dialog', async () => {
    await owner.goto('/games');
    await owner.getByRole('button', { name: `Actions for ${gameName}` }).click();
    await owner.getByRole('menuitem', { name: 'Share Game' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Share Game' });
    await dialog.getByRole('tab', { name: 'Player' }).click();
    await dialog.getByRole('combobox', { name: 'Player' }).selectOption({ label: 'Ben' });
    const playerField = dialog.getByRole('textbox', { name: 'Player link for Ben' });
    await expect.poll(() => playerField.inputValue()).toContain(`/game/${gameId}/join?code=`);
    playerLink = await playerField.inputValue();
    expect(playerLink).toContain(`&player=${playerIds[1]}`);
    await dialog.getByRole('img', { name: 'QR code of Ben’s link' }).waitFor();

    await dialog.getByRole('tab', { name: 'Viewer' }).click();
    viewerLink = await dialog.getByRole('textbox', { name: 'Viewer link' }).inputValue();
    expect(viewerLink).toMatch(/\/join\?code=[A-Z0-9]{6}$/);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('a second account joins with the player link, scores Ben on its own phone, and cannot score anyone else', async () => {
    joiner = await signedInPhonePage(browser, joinerToken, { baseURL: inject('appUrl') });
    await joiner.goto(pathOf(playerLink));
    await joiner.getByText('Player access').waitFor();
    expect(await joiner.getByRole('combobox', { name: 'You are' }).inputValue()).toBe(playerIds[1]);
    await joiner.getByRole('button', { name: 'Enter Game' }).click();

    await joiner.waitForURL(`**/game/${gameId}/scoring`);
    await joiner.getByRole('textbox', { name: 'Strokes for Ben' }).waitFor();
    expect(await joiner.getByRole('textbox', { name: 'Strokes for Ann' }).count(), 'only Ben is the joiner’s to score').toBe(0);
    await joiner.getByText('Scored by another phone').first().waitFor();

    // The owner watches the leaderboard while the joiner scores.
    await owner.goto(`/game/${gameId}/leaderboard`);
    await owner.getByRole('heading', { name: `Shared Links ${run}` }).waitFor();

    await joiner.getByRole('button', { name: 'One stroke more for Ben' }).click();
    await joiner.getByRole('button', { name: 'Next Hole' }).click();
    await joiner.getByText('Hole 2', { exact: true }).waitFor();
    await rowDetail(owner, 'Ben').getByText('Thru 1').waitFor({ timeout: 10_000 });

    // The server refuses another player's score from this account, whatever the screen shows.
    const refused = await fetch(`${inject('appUrl')}/api/games/${gameId}/scores`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${joinerToken}` },
      body: JSON.stringify({ playerId: playerIds[0], roundNumber: 1, holeNumber: 1, strokes: 3 }),
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('You can only change your own scores');
    // And the game's own hole did not move with the joiner's phone.
    const game = await apiCall('GET', `/api/games/${gameId}`, { token: ownerToken });
    expect(game.currentHole).toBe(1);
  });

  it('a signed-out phone joins with the viewer code and watches the next score arrive', async () => {
    spectator = await newPhonePage(browser, { baseURL: inject('appUrl') });
    spectator.setDefaultTimeout(15_000);
    await spectator.goto(pathOf(viewerLink));
    await spectator.getByText('Viewer access').waitFor();
    // A viewer code's Enter Game is a link to the board (decision 0704).
    await spectator.getByRole('link', { name: 'Enter Game' }).click();
    await spectator.waitForURL(`**/game/${gameId}/leaderboard`);
    await rowDetail(spectator, 'Ben').getByText('Thru 1').waitFor();
    expect(await spectator.getByRole('link', { name: 'Continue Game' }).count()).toBe(0);

    await joiner.getByRole('button', { name: 'Next Hole' }).click();
    await joiner.getByText('Hole 3', { exact: true }).waitFor();
    await rowDetail(spectator, 'Ben').getByText('Thru 2').waitFor({ timeout: 10_000 });
  });

  it('removing the joiner’s access locks them out; new codes lock the spectator out', async () => {
    await owner.goto('/games');
    await owner.getByRole('button', { name: `Actions for ${gameName}` }).click();
    await owner.getByRole('menuitem', { name: 'Share Game' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Share Game' });
    await dialog.getByRole('tab', { name: 'Manage' }).click();
    const row = dialog.locator('.share-row', { hasText: 'Jo Joiner' });
    await row.getByText('Joined with a code').waitFor();
    await row.getByRole('button', { name: 'Remove access' }).click();
    await owner.getByRole('alertdialog', { name: 'Remove access' }).getByRole('button', { name: 'Remove access' }).click();
    await row.waitFor({ state: 'detached' });

    await joiner.reload();
    await joiner.getByRole('heading', { name: 'Game not found' }).waitFor();

    await dialog.getByRole('button', { name: 'Regenerate codes' }).click();
    await owner.getByRole('alertdialog', { name: 'Regenerate codes' }).getByRole('button', { name: 'Regenerate codes' }).click();
    await owner.getByText('New codes made').waitFor();

    await spectator.reload();
    await spectator.getByRole('heading', { name: 'You no longer have access to this game' }).waitFor();
    // The old viewer link opens nothing now.
    await spectator.goto(pathOf(viewerLink));
    await spectator.getByText('Invalid access code or game not found').waitFor();
  });

  it('an admin opens the share dialog from the leaderboard, whose code loads on the first tap, and again after closing it', async () => {
    await owner.goto(`/game/${gameId}/leaderboard`);
    const share = owner.getByRole('button', { name: 'Share Game' });
    const dialog = owner.getByRole('dialog', { name: 'Share Game' });
    for (const time of ['first', 'second']) {
      await share.click();
      await dialog.getByRole('tab', { name: 'Viewer' }).click();
      await dialog.getByRole('img', { name: 'QR code of the viewer link' }).waitFor();
      const panel = dialog.locator('.dialog__panel');
      expect(await panel.evaluate((p) => p.scrollWidth - p.clientWidth), `the dialog's content fits its panel (${time} time)`).toBe(0);
      const box = (await panel.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= owner.viewportSize()!.width, `the panel lies on the screen (${time} time)`).toBe(true);
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await expect.poll(() => dialog.count(), { message: `the dialog closes (${time} time)` }).toBe(0);
    }
  });
});
