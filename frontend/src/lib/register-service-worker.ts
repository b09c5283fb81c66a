import type { ConnectionHint } from '../service-worker/navigation-rule.ts';
import { thisPageLoad, timeARequest, timesARequest, type PageLoad } from './network-seen.ts';

/**
 * Installs the service worker that keeps the app shell for offline use (public/sw.js, filled in
 * by the build). Production builds only: in `vite dev` modules are served one by one and change
 * all the time, so there is no shell to keep.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const load = thisPageLoad();
  const timed = timesARequest(load, (navigator as Navigator & { connection?: ConnectionHint }).connection);
  window.addEventListener('load', () => {
    const seen = timed ? timeARequest() : Promise.resolve();
    // A first visit's figure is stored before the worker is registered, so the worker's first page load finds it (decision 0600).
    void (load.controlled ? Promise.resolve() : seen)
      .then(() => navigator.serviceWorker.register('/sw.js'))
      // A page the worker answered asks at once whether a deploy came since (decisions 0575, 0600).
      .then((registration) => (navigator.serviceWorker.controller ? registration.update() : undefined))
      .catch(() => {
        // Without a service worker the app still works online; nothing to tell the user.
      });
  });
  reloadIntoANewDeploy(load);
  // A screen's code that a new deploy has replaced cannot load any more: load the new app instead.
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    window.location.reload();
  });
}

/**
 * A page load on a slow network opens the kept shell of the worker's build (decisions 0575,
 * 0600), so a deploy is found after the page has opened: the browser checks /sw.js, the deploy's
 * worker keeps its build and takes over this page. A page the kept shell opened then reloads into
 * the new build, unless the user has already tapped or typed in it (a reload would take what they
 * were doing): that page goes on with the build it has until its next load, or until a screen's
 * code is gone (`vite:preloadError`). A page from the network is already the newest build: it is
 * not reloaded.
 */
function reloadIntoANewDeploy(load: PageLoad): void {
  // A page that no worker controlled (the first visit) is not taken over: the worker does not claim it.
  if (!load.controlled || !load.keptShell) return;
  let used = false;
  const use = () => {
    used = true;
  };
  for (const type of ['pointerdown', 'keydown'] as const) window.addEventListener(type, use, { capture: true, passive: true, once: true });
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!used) window.location.reload();
  });
}
