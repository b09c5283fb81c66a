/**
 * How the service worker answers a page load (decision 0600), pure so it is tested without a
 * browser. On a good connection the network's page shows the newest build at once; on a poor one
 * (one bar of signal) the kept shell opens at once and a deploy's worker takes over after
 * (decision 0575). "Good" is how quick the last request to this server that a page load made
 * was (its time to response headers, network-seen.ts), and, where the browser has it, the
 * browser's own estimate of the connection.
 */

/** Response headers within this: a network a few round trips of a good 4G or Wi-Fi away; slow 3G takes 400 ms at best. */
export const QUICK_NETWORK_MS = 250;

/**
 * How long a page load waits for the network when it was last seen quick, before the kept shell
 * opens: twice the quick limit, so a network as quick as it was answers well within it; a
 * network that has turned slow costs this once, and its late answer is seen slow.
 */
export const NETWORK_WAIT_MS = 2 * QUICK_NETWORK_MS;

/**
 * The browser's estimate of the connection (`navigator.connection`, Chromium only; it follows
 * DevTools' network emulation). `effectiveType` is '4g' below some 270 ms round trip.
 */
export type ConnectionHint = { effectiveType?: string; saveData?: boolean } | undefined;

/** `network-first`: the network's page, the kept shell after NETWORK_WAIT_MS; `cache-first`: the kept shell at once. */
export type NavigationRule = 'network-first' | 'cache-first';

/** True when the browser says the connection is slow, or asks to save data (the page has its own copy: lib/network-seen.ts). */
export const browserSaysSlow = (connection: ConnectionHint) =>
  connection?.saveData === true || (connection?.effectiveType !== undefined && connection.effectiveType !== '4g');

/**
 * `lastSeenMs`: the time to response headers of the last request to this server a page load
 * made (Infinity when it failed), undefined when none was seen.
 */
export function navigationRule(connection: ConnectionHint, lastSeenMs: number | undefined): NavigationRule {
  if (browserSaysSlow(connection)) return 'cache-first';
  return lastSeenMs !== undefined && lastSeenMs < QUICK_NETWORK_MS ? 'network-first' : 'cache-first';
}
