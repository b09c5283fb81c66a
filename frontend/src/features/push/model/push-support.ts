/** What this browser offers for notifications from a web app (read from `window` and `navigator`). */
export type PushEnvironment = {
  notifications: boolean;
  serviceWorker: boolean;
  pushManager: boolean;
  /** An iPhone or iPad (Safari, or any iOS browser: they all are Safari underneath). */
  appleMobile: boolean;
  /** Opened from the Home Screen as an app, not in a browser tab. */
  standalone: boolean;
};

/** iOS gives web push only to an app added to the Home Screen (iOS 16.4 and later). */
export const HOME_SCREEN_NEEDED =
  'On an iPhone or iPad, notifications come only from the app on your Home Screen: tap Share, then Add to Home Screen, open the game from there and tap Notify me again.';

/** A private window (no push service), or a browser without web push. */
export const NO_PUSH_HERE =
  'This browser window cannot receive notifications (a private window, or a browser without web push). Open the game in a regular window of Chrome, Edge, Firefox or Safari and tap Notify me there.';

/** Why "Notify me" cannot work here, in words that say what to do (decision 0706); null when it can. */
export function pushUnsupportedReason(env: PushEnvironment): string | null {
  if (env.notifications && env.serviceWorker && env.pushManager) return null;
  if (env.appleMobile && !env.standalone) return HOME_SCREEN_NEEDED;
  return NO_PUSH_HERE;
}

/** This browser's environment. */
export function pushEnvironment(): PushEnvironment {
  const { userAgent, maxTouchPoints } = navigator;
  // iPadOS reports itself as a Mac; its touch points tell it apart.
  const appleMobile = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  const standalone =
    window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as { standalone?: boolean }).standalone === true;
  return {
    notifications: 'Notification' in window,
    serviceWorker: 'serviceWorker' in navigator,
    pushManager: 'PushManager' in window,
    appleMobile,
    standalone,
  };
}
