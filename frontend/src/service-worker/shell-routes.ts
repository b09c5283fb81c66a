/**
 * What the service worker does with each request (sw.ts); pure, so it is tested without a
 * browser. The app shell is index.html plus the built files listed at build time; the API is
 * never touched: its answers are kept by TanStack Query's persisted cache, which knows what they
 * mean (a service-worker copy of an API answer could only ever be stale).
 */

/** Cache names of this app start with this; each build's shell has its own cache. */
export const SHELL_CACHE_PREFIX = 'golf-shell-';

/** The page every navigation gets when the network cannot answer: the app routes on its own. */
export const SHELL_PAGE = '/index.html';

/**
 * The `Server-Timing` entry on a page the worker opened from its kept shell (decision 0600): the
 * page reads it (PerformanceNavigationTiming.serverTiming) to know a deploy's worker should reload
 * it; a page from the network is already the newest build.
 */
export const KEPT_SHELL_TIMING = 'kept-shell';

/** The build's list of first screens (first-screens.json, frontend/build/route-preload-plugin.ts), kept in the shell. */
export const FIRST_SCREENS_FILE = '/first-screens.json';

/**
 * The `Link` header the server sends with the page at `pathname` (command-api/src/frontend/
 * first-screens.ts), for the kept shell to carry too: `rel=modulepreload` for the chunks of the
 * first screen at that address, so they load beside the entry. Undefined without a match or a
 * readable table.
 */
export function firstScreenLink(table: unknown, pathname: string): string | undefined {
  if (!Array.isArray(table)) return undefined;
  for (const screen of table as Array<{ path?: unknown; preload?: unknown }>) {
    if (typeof screen?.path !== 'string' || !Array.isArray(screen.preload)) continue;
    if (!new RegExp(screen.path).test(pathname)) continue;
    const files = screen.preload.filter((file): file is string => typeof file === 'string' && /^\/[\w./-]+$/.test(file));
    return files.map((file) => `<${file}>; rel=modulepreload; crossorigin`).join(', ') || undefined;
  }
  return undefined;
}

export const shellCacheName = (version: string) => `${SHELL_CACHE_PREFIX}${version}`;

/** Caches of earlier builds, to delete once this build's worker takes over; other apps' caches are left alone. */
export function staleShellCaches(cacheNames: readonly string[], current: string): string[] {
  return cacheNames.filter((name) => name.startsWith(SHELL_CACHE_PREFIX) && name !== current);
}

/**
 * - `navigation`: a page load; network first where the network was last seen quick, else the
 *   kept shell at once (navigation-rule.ts, decision 0600);
 * - `shell`: a built file of this version; from the cache, else the network;
 * - `network`: anything else (the API, other origins, other methods): not handled at all.
 */
export type ShellRoute = 'navigation' | 'shell' | 'network';

export type RequestFacts = { method: string; url: string; mode: string };

export function routeOf({ method, url, mode }: RequestFacts, origin: string, shellFiles: ReadonlySet<string>): ShellRoute {
  if (method !== 'GET') return 'network';
  const { origin: from, pathname } = new URL(url);
  if (from !== origin || pathname === '/api' || pathname.startsWith('/api/')) return 'network';
  if (mode === 'navigate') return 'navigation';
  return shellFiles.has(pathname) ? 'shell' : 'network';
}

/**
 * The files to keep for a build: index.html, every emitted file, and the public files, as
 * absolute paths; source maps and the worker itself are left out.
 */
export function shellFiles(emitted: readonly string[], publicFiles: readonly string[], workerFile: string): string[] {
  const files = new Set([SHELL_PAGE]);
  for (const file of [...emitted, ...publicFiles]) {
    if (file === workerFile || file.endsWith('.map')) continue;
    files.add(`/${file.replace(/^\/+/, '')}`);
  }
  return [...files].sort();
}
