import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestPushService, type TestPushService, type TestSubscription } from '../testing/push-service.ts';
import { launchBrowser, PHONE, signedInPhonePage } from './support/browser.ts';
import { docScreen } from './support/doc-screens.ts';
import { startedGame } from './support/started-game.ts';
import { apiCall, registerAccount } from './support/test-api.ts';

const run = Date.now().toString(36);
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5];
const appUrl = inject('appUrl');

/**
 * Headless Chromium has no route to Google's push service, so `pushManager.subscribe` cannot
 * succeed here: the page's PushManager answers with a subscription on the test's own push service
 * instead (decision 0470), whose keys the test holds. Everything after it is real: the app's
 * follow call, the server's moment, its VAPID-signed, encrypted push to that service, and the
 * service worker showing the notification (handed the message over CDP, as the browser's push
 * service would).
 */
function pushManagerStandIn(subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  let current: PushSubscription | null = null;
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = options?.applicationServerKey;
    const made = {
      endpoint: subscription.endpoint,
      expirationTime: null,
      options: { applicationServerKey: key instanceof Uint8Array ? new Uint8Array(key).buffer : null, userVisibleOnly: true },
      getKey: () => null,
      toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    };
    current = made as unknown as PushSubscription;
    return current;
  };
  PushManager.prototype.getSubscription = async () => current;
}

let browser: Browser;
let page: Page;
let push: TestPushService;
let browserSubscription: TestSubscription;
let owner: { token: string };
let gameId: string;
let playerIds: string[];

beforeAll(async () => {
  push = await startTestPushService({ port: inject('pushServicePort'), tls: inject('pushServiceTls') });
  push.expectVapidKey(String((await apiCall('GET', '/api/push/public-key')).publicKey));
  owner = await registerAccount({
    username: `push${run}`,
    email: `push.${run}@example.com`,
    firstName: 'Pat',
    lastName: 'Organiser',
    handicap: 10,
  });
  ({ gameId, playerIds } = await startedGame({
    token: owner.token,
    course: { name: `Notify Links ${run}`, location: 'Here' },
    tee: { name: 'White', color: 'white', rating: 72, slope: 113 },
    pars: PARS,
    game: { name: 'Push Sunday', gameType: 'stroke_play', scoringType: 'gross' },
    players: [
      { name: 'Ann', handicap: 0 },
      { name: 'Bob', handicap: 0 },
    ],
  }));
  browser = await launchBrowser();
  page = await signedInPhonePage(browser, owner.token);
  await page.context().grantPermissions(['notifications'], { origin: appUrl });
  browserSubscription = push.subscribe();
  await page.addInitScript(pushManagerStandIn, { endpoint: browserSubscription.endpoint, keys: browserSubscription.keys });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await push?.close();
});

const score = (playerIndex: number, holeNumber: number, strokes: number) =>
  apiCall('POST', `/api/games/${gameId}/scores`, {
    token: owner.token,
    body: { playerId: playerIds[playerIndex], roundNumber: 1, holeNumber, strokes },
  });

/** The service worker's registration id, as DevTools names it, for handing it a push message. */
async function registrationIdOf(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((registration) => !registration.isDeleted && registration.scopeURL.startsWith(appUrl));
      if (mine) resolve(mine.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  return found;
}

describe('following a game from a locked phone', () => {
  it('turns notifications on from the leaderboard', async () => {
    await page.goto(`${appUrl}/game/${gameId}/leaderboard`);
    // The app's service worker runs (it is registered on load) and controls the page after a reload.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    const notify = page.getByRole('button', { name: 'Notify me' });
    await expect.poll(() => notify.isVisible(), { timeout: 15_000 }).toBe(true);
    await docScreen(page, 'follow-notify-me');
    await notify.click();
    const on = page.getByRole('button', { name: 'Notifications on' });
    await expect.poll(() => on.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
    await docScreen(page, 'follow-notifications-on', page.locator('.lb-topbar'));
  });

  it('shows the moment the server pushes, and opening it lands on the leaderboard at its hole', async () => {
    await score(0, 1, 4);
    await score(1, 1, 4);
    await score(0, 2, 3); // Ann's birdie: she leads
    await score(1, 2, 4);
    await expect.poll(() => push.delivered.length, { timeout: 20_000 }).toBe(1);
    const message = push.delivered[0]!;
    expect(message.subscriptionId).toBe(browserSubscription.id);
    expect(JSON.parse(message.payload)).toEqual({
      title: 'New leader',
      body: 'Ann leads at -1 after 2',
      url: `/game/${gameId}/leaderboard?round=1&hole=2`,
      kind: 'leader',
      gameId,
    });

    const cdp = await page.context().newCDPSession(page);
    const registrationId = await registrationIdOf(cdp);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: appUrl, registrationId, data: message.payload });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          url: (n.data as { url: string }).url,
        })),
      );
    await expect
      .poll(shown, { timeout: 10_000 })
      .toEqual([{ title: 'New leader', body: 'Ann leads at -1 after 2', url: `/game/${gameId}/leaderboard?round=1&hole=2` }]);

    // The tap: the service worker's own notificationclick handler, given the notification it showed.
    await page.goto(`${appUrl}/profile`);
    const [worker] = page.context().serviceWorkers();
    expect(worker).toBeDefined();
    await worker!.evaluate(async () => {
      const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
      const [notification] = await scope.registration.getNotifications();
      const NotificationEventOf = (
        self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }
      ).NotificationEvent;
      scope.dispatchEvent(new NotificationEventOf('notificationclick', { notification: notification! }));
    });
    await page.waitForURL(`${appUrl}/game/${gameId}/leaderboard?round=1&hole=2`, { timeout: 10_000 });
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'From your notification: hole 2' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: `Notify Links ${run}` }).isVisible()).toBe(true);
  });

  it('lists what the user follows on the profile, and removes it there', async () => {
    await page.goto(`${appUrl}/profile`);
    const item = page.locator('.followed__item', { hasText: 'Push Sunday' });
    await expect.poll(() => item.isVisible(), { timeout: 15_000 }).toBe(true);
    await item.scrollIntoViewIfNeeded();
    await docScreen(page, 'profile-notifications', page.locator('.followed'));
    await item.getByRole('button', { name: 'Stop notifications for Push Sunday' }).click();
    await expect.poll(() => page.getByText('You follow nothing yet.').isVisible(), { timeout: 15_000 }).toBe(true);
    const mine = async () => (await apiCall('GET', '/api/push/subscriptions', { token: owner.token })).subscriptions;
    await expect.poll(mine, { timeout: 10_000 }).toEqual([]);
  });

  it('offers Notify me on the TV view, and to a spectator with the viewer code on the join screen', async () => {
    await page.goto(`${appUrl}/game/${gameId}/tv`);
    await expect
      .poll(() => page.locator('.tv__follow').getByRole('button', { name: 'Notify me' }).isVisible(), { timeout: 15_000 })
      .toBe(true);

    const { viewCode } = (await apiCall('GET', `/api/games/${gameId}`, { token: owner.token })) as { viewCode: string };
    const spectator = await browser.newContext({ ...PHONE });
    try {
      await spectator.grantPermissions(['notifications'], { origin: appUrl });
      const theirs = push.subscribe();
      await spectator.addInitScript(pushManagerStandIn, { endpoint: theirs.endpoint, keys: theirs.keys });
      const visitor = await spectator.newPage();
      await visitor.goto(`${appUrl}/game/${gameId}/join?code=${viewCode}`);
      await visitor.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      const notify = visitor.getByRole('button', { name: 'Notify me' });
      await expect.poll(() => notify.isVisible(), { timeout: 15_000 }).toBe(true);
      await notify.click();
      await expect.poll(() => visitor.getByRole('button', { name: 'Notifications on' }).isVisible(), { timeout: 15_000 }).toBe(true);
    } finally {
      await spectator.close();
    }
  });
});
