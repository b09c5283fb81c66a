/**
 * The page's part of decision 0600: the service worker asks the network first for a page load
 * only where the network was last seen quick, and the page is where it is seen honestly: a first
 * visit's page came from the network itself, and a request the page makes is slowed by whatever
 * slows the page (a phone's one bar of signal, or DevTools' and the bench's emulated network,
 * which does not reach the worker's own requests).
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
  /** From the request to the response's headers, in ms. */
  headersMs: number;
};

/**
 * What the page does about the network's figure: `record` the time its own load took (no worker
 * answered it: a first visit); `time-a-request` after the load (the kept shell opened it, so the
 * network was not asked), unless the browser says the connection is slow or to save data (no
 * extra request on one bar of signal); `nothing` when the worker asked the network and timed it.
 */
export type NetworkCheck = { record: number } | 'time-a-request' | 'nothing';

/** As the worker has it (service-worker/navigation-rule.ts): an effective type below 4g, or Save-Data. */
const browserSaysSlow = (connection: ConnectionHint) =>
  connection?.saveData === true || (connection?.effectiveType !== undefined && connection.effectiveType !== '4g');

export function networkCheckOf(load: PageLoad, connection: ConnectionHint): NetworkCheck {
  if (!load.controlled) return { record: load.headersMs };
  if (!load.keptShell) return 'nothing';
  return browserSaysSlow(connection) ? 'nothing' : 'time-a-request';
}

export function thisPageLoad(): PageLoad {
  const [load] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return {
    controlled: navigator.serviceWorker?.controller != null,
    keptShell: load?.serverTiming.some((entry) => entry.name === KEPT_SHELL_TIMING) ?? false,
    headersMs: load ? load.responseStart - load.startTime : Number.POSITIVE_INFINITY,
  };
}

/** Stores the figure where the worker reads it (Infinity: the request failed). */
export function recordSeen(ms: number): Promise<void> {
  if (!('caches' in window)) return Promise.resolve();
  return caches
    .open(SEEN_CACHE)
    .then((cache) => cache.put(SEEN_KEY, new Response(String(ms))))
    .catch(() => undefined);
}

/** Times a HEAD request for a small file to the response's headers (Resource Timing, not the busy main thread), and stores it. */
export async function timeARequest(): Promise<void> {
  const url = new URL(CHECKED_FILE, window.location.origin).href;
  const started = performance.now();
  try {
    await fetch(url, { method: 'HEAD', cache: 'no-store' });
  } catch {
    return recordSeen(Number.POSITIVE_INFINITY);
  }
  const entry = performance.getEntriesByName(url, 'resource').at(-1) as PerformanceResourceTiming | undefined;
  return recordSeen(entry && entry.responseStart > 0 ? entry.responseStart - entry.startTime : performance.now() - started);
}
