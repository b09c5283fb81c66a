import type { CreatePushSubscriptionBody, PushPublicKeyView, PushSubscriptionCreated } from '@golf/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { getAuthToken } from '../../../lib/auth-token.ts';
import { guestPassOf } from '../../../lib/guest-passes.ts';
import { applicationServerKey } from '../model/application-server-key.ts';
import { noteFollowed } from '../model/followed-here.ts';
import { NO_PUSH_HERE, pushEnvironment, pushUnsupportedReason } from '../model/push-support.ts';
import type { PushTarget } from '../model/push-target.ts';

/** Why following did not start, in words for the person holding the phone. */
export class FollowProblem extends Error {}

const NO_WORKER = 'Notifications need the app’s offline support, which has not started here yet: reload the page and try again.';

/** The service worker's registration, once it runs (it is registered on load, in production builds). */
async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  if (!('serviceWorker' in navigator)) throw new FollowProblem(NO_PUSH_HERE);
  const timeout = new Promise<never>((_resolve, reject) => setTimeout(() => reject(new FollowProblem(NO_WORKER)), 5000));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  a !== null && a !== undefined && new Uint8Array(a).join() === b.join();

/** This browser's push subscription for the server's key: the one it holds, else a new one. */
async function browserSubscription(): Promise<PushSubscriptionJSON> {
  const { publicKey } = await apiJson<PushPublicKeyView>('GET', '/api/push/public-key');
  const key = applicationServerKey(publicKey);
  const { pushManager } = await workerRegistration();
  // A worker without the Push API (some private windows) has no pushManager at all.
  if (!pushManager) throw new FollowProblem(NO_PUSH_HERE);
  let subscription = await pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  try {
    subscription ??= await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  } catch (error) {
    // No push service to subscribe with (a private window, a browser whose push is turned off): the
    // browser's own words ("Registration failed - push service not available") say nothing to act on.
    if (error instanceof DOMException) throw new FollowProblem(NO_PUSH_HERE);
    throw error;
  }
  return subscription.toJSON();
}

/**
 * Follows a game or a trip with this browser: asks to show notifications, subscribes the browser
 * (Push API, with the server's VAPID key) and tells the server, signed in, with the spectator's
 * pass for the game, or with the viewer `code` just entered. Answers the subscription's id.
 */
export async function follow(target: PushTarget, code?: string): Promise<string> {
  const unsupported = pushUnsupportedReason(pushEnvironment());
  if (unsupported) throw new FollowProblem(unsupported);
  const permission = await Notification.requestPermission();
  if (permission !== 'granted')
    throw new FollowProblem('Notifications are blocked for this site: allow them in the browser’s site settings, then try again.');
  const subscription = await browserSubscription();
  const signedIn = getAuthToken() !== null;
  const guestPass = !signedIn && 'gameId' in target ? guestPassOf(target.gameId) : null;
  const body = {
    subscription,
    ...target,
    ...(!signedIn && !guestPass && code ? { code } : {}),
  } as CreatePushSubscriptionBody;
  const created = await apiJson<PushSubscriptionCreated>('POST', '/api/push/subscriptions', body, { guestPass });
  noteFollowed(target, created.id);
  return created.id;
}
