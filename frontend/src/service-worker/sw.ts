import { shownPush, tapTarget } from './push-messages.ts';
import { navigationRule, NETWORK_WAIT_MS, type ConnectionHint } from './navigation-rule.ts';
import { lastSeenMs, timedFetch } from './network-seen.ts';
import {
  FIRST_SCREENS_FILE,
  firstScreenLink,
  KEPT_SHELL_TIMING,
  routeOf,
  SHELL_PAGE,
  shellCacheName,
  staleShellCaches,
} from './shell-routes.ts';

/**
 * The service worker (built to /sw.js, registered in production only). It keeps the app shell
 * of its build so the app opens without a connection; a new deploy brings a new worker (its
 * shell list differs), which takes over at once and deletes the old build's cache.
 */

/** The service-worker globals used here (the DOM library the app compiles with does not declare them). */
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & {
  request: Request;
  respondWith(response: Promise<Response>): void;
};
type PushEvent = ExtendableEvent & { data: { text(): string } | null };
type NotificationEvent = ExtendableEvent & { notification: Notification };
type WindowClient = { url: string; focus(): Promise<unknown>; navigate(url: string): Promise<unknown> };
type WorkerScope = {
  location: Location;
  navigator: { connection?: ConnectionHint };
  registration: {
    navigationPreload?: { disable(): Promise<void> };
    showNotification(title: string, options: NotificationOptions): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
};
const worker = globalThis as unknown as WorkerScope;

/** Filled in by the build (build/service-worker-plugin.ts): this build's version and its shell files. */
const shell = JSON.parse('__SHELL_MANIFEST__') as { version: string; files: string[] };
const cacheName = shellCacheName(shell.version);
const files = new Set(shell.files);

worker.addEventListener('install', (event) => {
  // 'reload': straight from the server, not from the browser's HTTP cache.
  const requests = shell.files.map((file) => new Request(file, { cache: 'reload' }));
  event.waitUntil(
    caches
      .open(cacheName)
      .then((cache) => cache.addAll(requests))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([
      caches.keys().then((names) => Promise.all(staleShellCaches(names, cacheName).map((name) => caches.delete(name)))),
      // A slow phone's page loads open the kept shell (decisions 0575, 0600): a request for the
      // network's page on every load, which earlier builds' workers turned on (0435), would only
      // take its bandwidth; a quick network's page is asked for by the worker itself.
      worker.registration.navigationPreload?.disable(),
    ]),
  );
});

/** This build's first-screens table, read from the shell once per worker start. */
let firstScreens: Promise<unknown> | undefined;

/**
 * The kept shell for the page at `url`, with the `Link` header the server would have sent for
 * that address (the first screen's chunks as module preloads, decision 0556); undefined when
 * this build's shell is not kept.
 */
async function keptShell(url: string): Promise<Response | undefined> {
  firstScreens ??= caches
    .match(FIRST_SCREENS_FILE, { cacheName, ignoreVary: true })
    .then((file) => file?.json())
    .catch(() => undefined);
  const [page, table] = await Promise.all([caches.match(SHELL_PAGE, { cacheName, ignoreVary: true }), firstScreens]);
  if (!page) return undefined;
  const headers = new Headers(page.headers);
  const link = firstScreenLink(table, new URL(url).pathname);
  if (link) headers.set('Link', link);
  // Tells the page it opened from the kept shell, which a deploy's worker reloads (lib/register-service-worker.ts).
  headers.set('Server-Timing', KEPT_SHELL_TIMING);
  return new Response(page.body, { status: page.status, statusText: page.statusText, headers });
}

/**
 * Decision 0600 (amending 0575): network first where the network was last seen quick, so a deploy
 * shows at once; the kept shell when the network has not answered within NETWORK_WAIT_MS or
 * cannot. Cache first where it was seen slow, failing or never, or where the browser says the
 * connection is slow: the kept shell at once, and a deploy found by the check of /sw.js after the
 * page load (the app asks for it, the browser too), whose worker keeps its build's shell, takes
 * over, and the open page reloads into it (lib/register-service-worker.ts).
 */
async function navigate(event: FetchEvent): Promise<Response> {
  const [seen, kept] = await Promise.all([lastSeenMs(), keptShell(event.request.url)]);
  if (kept && navigationRule(worker.navigator.connection, seen) === 'cache-first') return kept;
  const network = timedFetch(event.request);
  // The network's answer is timed even when the kept shell was shown: a late one is seen slow.
  event.waitUntil(network.recorded);
  // No kept shell (a worker whose cache was cleared): the network's answer, however late.
  if (!kept) return network.response;
  const late = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), NETWORK_WAIT_MS));
  const first = await Promise.race([network.response.catch(() => 'failed' as const), late]);
  return first instanceof Response ? first : kept;
}

/**
 * `ignoreVary`: the API's CORS layer answers `Vary: Origin`, and a module script asks with an
 * Origin header that the precache request did not send; the file is the same either way.
 * A script goes out as a new response with the kept one's body and headers (decision 0848): a
 * response straight from the Cache API makes Chromium serialise a code cache of each module on
 * the first page load the worker serves (some 0.1–0.4 s of the page's main thread, CPU slowed 4×),
 * which no later load reads back; a new response carries no code cache to make.
 */
async function fromShell(request: Request): Promise<Response> {
  const kept = await caches.match(request, { cacheName, ignoreVary: true });
  if (!kept) return fetch(request);
  if (request.destination !== 'script') return kept;
  return new Response(kept.body, { status: kept.status, statusText: kept.statusText, headers: kept.headers });
}

worker.addEventListener('fetch', (event) => {
  const route = routeOf(event.request, worker.location.origin, files);
  if (route === 'navigation') event.respondWith(navigate(event));
  else if (route === 'shell') event.respondWith(fromShell(event.request));
});

// A moment of a followed game (Web Push): shown even when no page of the app is open.
worker.addEventListener('push', (event) => {
  const shown = shownPush(event.data ? event.data.text() : null);
  event.waitUntil(worker.registration.showNotification(shown.title, shown.options));
});

/** A tap opens the game's leaderboard at the hole: in a window of the app already open, else a new one. */
worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = tapTarget((event.notification.data as { url?: unknown } | null)?.url, worker.location.origin);
  event.waitUntil(
    worker.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((client) => new URL(client.url).origin === worker.location.origin);
      if (!open) return worker.clients.openWindow(target);
      await open.navigate(target);
      return open.focus();
    }),
  );
});
