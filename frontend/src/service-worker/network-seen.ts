/**
 * What the service worker last saw of the network (decision 0600): the time to response headers
 * of its last request to this server, Infinity when it failed. Kept in a cache of its own, so a
 * restarted worker (browsers stop idle workers within a minute) and the next deploy's worker find
 * it; the shell caches' clean-up (staleShellCaches) leaves it alone.
 */
const SEEN_CACHE = 'golf-network';
const SEEN_KEY = '/network-seen';

let seen: Promise<number | undefined> | undefined;

/** The last time seen, undefined when none was; read from the cache once per worker start. */
export function lastSeenMs(): Promise<number | undefined> {
  seen ??= caches
    .match(SEEN_KEY, { cacheName: SEEN_CACHE })
    .then(async (kept) => (kept ? Number(await kept.text()) : undefined))
    .then((ms) => (ms === undefined || Number.isNaN(ms) ? undefined : ms))
    .catch(() => undefined);
  return seen;
}

function record(ms: number): Promise<void> {
  seen = Promise.resolve(ms);
  return caches
    .open(SEEN_CACHE)
    .then((cache) => cache.put(SEEN_KEY, new Response(String(ms))))
    .catch(() => undefined);
}

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
