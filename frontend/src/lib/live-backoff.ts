/**
 * How long to wait before reopening a live stream that failed. EventSource retries a dropped
 * connection by itself, but gives up for good on an error answer (401, 404, 5xx) or a wrong
 * content type; then the app reopens it, waiting longer after each failure in a row so a server
 * in trouble is not hammered by every open phone.
 */
export const LIVE_BACKOFF = { firstMs: 1000, maxMs: 30_000 } as const;

/**
 * The wait after `failures` failures in a row (0 for the first): 1 s, 2 s, 4 s … up to 30 s, each
 * scaled by 0.5–1 from `random` (0 ≤ random < 1) so phones that lost the server together do not
 * all come back in the same instant.
 */
export function reconnectDelay(failures: number, random: number): number {
  const ceiling = Math.min(LIVE_BACKOFF.maxMs, LIVE_BACKOFF.firstMs * 2 ** Math.min(Math.max(failures, 0), 16));
  return Math.round(ceiling * (0.5 + Math.min(Math.max(random, 0), 1) / 2));
}
