/**
 * The page's part of decision 0600: the service worker asks the network first for a page load
 * only where the network was last seen quick, and the page is where it is seen as the page
 * meets it: a request the page makes is slowed by whatever slows the page (a phone's one bar of
 * signal, or DevTools' and the bench's emulated network, which does not reach the worker's own
 * requests).
 */
import type { ConnectionHint } from '../service-worker/navigation-rule.ts';

/**
 * Written out as the worker has them (service-worker/network-seen.ts, shell-routes.ts): a module
 * the app and the worker both import becomes a shared chunk, which a service worker (a classic
 * script) cannot load.
 */
const SEEN_CACHE = 'golf-network';
const SEEN_KEY = '/network-seen';
const KEPT_SHELL_TIMING = 'kept-shell';
/** A small file of every build the server answers without reading anything (HEAD: no body). */
const CHECKED_FILE = '/index.html';

/** How this page load was answered. */
export type PageLoad = {
  /** A service worker handled it (a return visit). */
  controlled: boolean;
  /** The worker answered with its kept shell (it marks it with a `Server-Timing` entry). */
  keptShell: boolean;
};

/**
 * Whether the page times a small request to the server after its load, for the worker's next
 * page loads: on a first visit (no worker answered it, and the worker to come needs a figure);
 * after the kept shell opened it (the network was not asked), unless the browser says the
 * connection is slow or to save data (no extra request on one bar of signal); not when the
 * worker asked the network for this page and timed it.
 */
export function timesARequest(load: PageLoad, connection: ConnectionHint): boolean {
  if (!load.controlled) return true;
  return load.keptShell && !browserSaysSlow(connection);
}

/** As the worker has it (service-worker/navigation-rule.ts): an effective type below 4g, or Save-Data. */
const browserSaysSlow = (connection: ConnectionHint) =>
  connection?.saveData === true || (connection?.effectiveType !== undefined && connection.effectiveType !== '4g');

export function thisPageLoad(): PageLoad {
  const [load] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return {
    controlled: navigator.serviceWorker?.controller != null,
    keptShell: load?.serverTiming.some((entry) => entry.name === KEPT_SHELL_TIMING) ?? false,
  };
}

const recordSeen = (ms: number): Promise<void> =>
  caches
    .open(SEEN_CACHE)
    .then((cache) => cache.put(SEEN_KEY, new Response(String(ms))))
    .catch(() => undefined);

/**
 * Times a HEAD request for a small file to its response's headers, and stores the figure where
 * the worker reads it (Infinity: the request failed). Timed by the page's clock, not Resource
 * Timing: Chromium's emulated network (DevTools, the bench) delays the answer after the network
 * stack has stamped its timings, so only the page's clock sees the emulated round trip. A busy
 * main thread makes the figure longer, never shorter: at worst the kept shell opens.
 */
export async function timeARequest(): Promise<void> {
  if (!('caches' in window)) return;
  const started = performance.now();
  try {
    await fetch(CHECKED_FILE, { method: 'HEAD', cache: 'no-store' });
  } catch {
    return recordSeen(Number.POSITIVE_INFINITY);
  }
  return recordSeen(performance.now() - started);
}
