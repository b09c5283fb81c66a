import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { launchBrowser, signedInPhonePage } from './support/browser.ts';
import { threePlayerBoard } from './support/three-player-board.ts';

const run = Date.now().toString(36);
const appUrl = inject('appUrl');
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const toastWith = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text, { exact: true });

/**
 * "Notify me" where the phone cannot receive notifications from a web app: it says why and what to
 * do. Headless Chromium's windows are private ones (no push service: pushManager.subscribe fails
 * as it does in an incognito window), and an iPhone's Safari tab has no Push API at all.
 */
describe('"Notify me" on a phone that cannot receive notifications', () => {
  let browser: Browser;
  let token: string;
  let gameId: string;

  beforeAll(async () => {
    ({ token, gameId } = await threePlayerBoard(
      { username: `nopush${run}`, email: `nopush.${run}@example.com`, firstName: 'Nia', lastName: 'Push' },
      { course: `Quiet Links ${run}`, game: `Quiet ${run}` },
    ));
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('given notifications allowed in a private window (no push service), then it says so and where it works', async () => {
    const page = await signedInPhonePage(browser, token, { baseURL: appUrl });
    await page.context().grantPermissions(['notifications'], { origin: appUrl });
    await page.goto(`/game/${gameId}/leaderboard`);
    await page.getByRole('button', { name: 'Notify me' }).click();
    await toastWith(
      page,
      'This browser window cannot receive notifications (a private window, or a browser without web push). Open the game in a regular window of Chrome, Edge, Firefox or Safari and tap Notify me there.',
    ).waitFor();
    await page.getByRole('button', { name: 'Notify me' }).waitFor();
    await page.context().close();
  });

  it('given an iPhone’s Safari tab (no Push API until the app is on the Home Screen), then it says to add it there', async () => {
    const page = await signedInPhonePage(browser, token, { baseURL: appUrl, userAgent: IPHONE });
    await page.addInitScript(() => {
      // Safari on iOS offers neither to a page in a tab: only to a web app opened from the Home Screen.
      delete (window as { PushManager?: unknown }).PushManager;
      delete (window as { Notification?: unknown }).Notification;
    });
    await page.goto(`/game/${gameId}/leaderboard`);
    await page.getByRole('button', { name: 'Notify me' }).click();
    await toastWith(
      page,
      'On an iPhone or iPad, notifications come only from the app on your Home Screen: tap Share, then Add to Home Screen, open the game from there and tap Notify me again.',
    ).waitFor();
    await page.context().close();
  });
});
