import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, signedInPhonePage } from './support/browser.ts';
import { startedGame } from './support/started-game.ts';
import { apiCall, registerAccount } from './support/test-api.ts';

const run = Date.now().toString(36);
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5];
const pia = { username: `pia${run}`, email: `pia.${run}@example.com`, firstName: 'Pia', lastName: 'Player', handicap: 12 };
const toastWith = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text, { exact: true });

/** Pia's phone on the scoring screen: one stroke over par on the hole shown, then Next Hole. */
async function scoreAndMoveOn(phone: Page, nextHole: number) {
  await phone.getByRole('button', { name: 'One stroke more for Pia' }).click();
  await phone.getByRole('button', { name: 'Next Hole' }).click();
  await phone.getByText(`Hole ${nextHole}`, { exact: true }).waitFor();
}

describe('access that holds through the round', () => {
  let browser: Browser;
  let organiserToken: string;
  let piaToken: string;
  let gameId: string;
  let playerIds: string[];
  let phone: Page;

  beforeAll(async () => {
    organiserToken = (
      await registerAccount({ username: `oz${run}`, email: `oz.${run}@example.com`, firstName: 'Oz', lastName: 'Organiser', handicap: 9 })
    ).token;
    piaToken = (await registerAccount(pia)).token;
    ({ gameId, playerIds } = await startedGame({
      token: organiserToken,
      course: { name: `Holding Links ${run}`, location: 'Inland' },
      tee: { name: 'White', color: 'white', rating: 72, slope: 113 },
      pars: PARS,
      game: { name: `Holding game ${run}`, gameType: 'skins', scoringType: 'net', numberOfRounds: 1 },
      players: [
        { name: 'Oz', handicap: 9 },
        { name: 'Pia', handicap: 12 },
      ],
    }));
    browser = await launchBrowser();
    // Pia's phone signs in on its own session (the one that ends below).
    const login = await apiCall('POST', '/api/auth/login', { body: { email: pia.email, password: 'game-password' } });
    phone = await signedInPhonePage(browser, String(login.token), { baseURL: inject('appUrl') });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('a player who joined with the player link keeps scoring after the organiser makes new codes', async () => {
    const links = await apiCall('POST', `/api/games/${gameId}/share-links`, { token: organiserToken, body: { playerId: playerIds[1] } });
    const link = new URL(String(links.player));
    await phone.goto(`${link.pathname}${link.search}`);
    await phone.getByRole('button', { name: 'Enter Game' }).click();
    await phone.waitForURL(`**/game/${gameId}/scoring`);
    await scoreAndMoveOn(phone, 2);

    const regenerated = await apiCall('POST', `/api/games/${gameId}/regenerate-codes`, { token: organiserToken });
    expect((regenerated.game as { playerCode: string }).playerCode).not.toBe(link.searchParams.get('code'));
    await phone.reload();
    await phone.getByRole('textbox', { name: 'Strokes for Pia' }).waitFor();
    expect(await phone.getByRole('heading', { name: /not found/i }).count()).toBe(0);
    await scoreAndMoveOn(phone, 3);
    const shares = (await apiCall('GET', `/api/games/${gameId}/shares`, { token: organiserToken })) as unknown as {
      name: string;
      via: string;
    }[];
    expect(shares.find((share) => share.name === 'Pia Player')?.via, 'still listed on Manage, to remove there').toBe('code');
  });

  it('a session that ends mid-round brings the player back to the scorecard after signing in again', async () => {
    const changed = await apiCall('POST', '/api/auth/change-password', {
      token: piaToken,
      body: { currentPassword: 'game-password', newPassword: 'pia-new-password' },
    });
    expect(changed.token).toBeTruthy();
    await phone.reload();
    await toastWith(phone, 'Your session has ended. Please sign in again.').waitFor();
    await phone.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('next') === `/game/${gameId}/scoring`);

    await phone.getByLabel('Email').fill(pia.email);
    await phone.getByLabel('Password').fill('pia-new-password');
    await phone.locator('form').getByRole('button', { name: 'Sign In' }).click();
    await phone.waitForURL(`**/game/${gameId}/scoring`);
    await phone.getByRole('textbox', { name: 'Strokes for Pia' }).waitFor();
  });
});
