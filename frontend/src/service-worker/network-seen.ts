/**
 * How quick the network was last seen (decision 0600): the time to response headers of the last
 * request to this server that a page load made or could have made, Infinity when it failed. Kept
 * in a cache of its own, where a restarted worker (browsers stop idle workers within a minute),
 * the next deploy's worker and the page (lib/network-seen.ts, which writes the same entry) find
 * it; the shell caches' clean-up (staleShellCaches) leaves it alone.
 */
export const SEEN_CACHE = 'golf-network';
export const SEEN_KEY = '/network-seen';

/** The last time seen, undefined when none was. Read at every page load: the page writes it too. */
export function lastSeenMs(): Promise<number | undefined> {
  return caches
    .match(SEEN_KEY, { cacheName: SEEN_CACHE })
    .then(async (kept) => (kept ? Number(await kept.text()) : undefined))
    .then((ms) => (ms === undefined || Number.isNaN(ms) ? undefined : ms))
    .catch(() => undefined);
}

const record = (ms: number): Promise<void> =>
  caches
    .open(SEEN_CACHE)
    .then((cache) => cache.put(SEEN_KEY, new Response(String(ms))))
    .catch(() => undefined);

/**
 * `fetch`, with the time until its response headers recorded (a failure as Infinity: an offline
 * phone is not a quick one). `recorded` settles once the figure is stored, for `waitUntil`.
 */
export function timedFetch(request: Request): { response: Promise<Response>; recorded: Promise<void> } {
  const started = performance.now();
  const response = fetch(request);
  const recorded = response.then(
    () => record(performance.now() - started),
    () => record(Number.POSITIVE_INFINITY),
  );
  return { response, recorded };
}
