import { LIVE_CHANGED_EVENT, type LiveChange } from '@golf/contracts';

/** How long a browser waits before reconnecting a dropped live stream (the SSE `retry:` field). */
export const LIVE_RETRY_MS = 3000;
/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
export const LIVE_HEARTBEAT_MS = 15_000;

/** The opening of a live stream: the reconnect hint. */
export const retryFrame = (): string => `retry: ${LIVE_RETRY_MS}\n\n`;

/** A comment: ignored by EventSource, it only keeps the connection alive. */
export const heartbeatFrame = (): string => `: heartbeat\n\n`;

/**
 * A stream's heartbeat: a comment after every `LIVE_HEARTBEAT_MS` without a write. `wrote()` after
 * each frame restarts the wait, so a stream being written to gets none (decision 0889); `stop()`
 * when the stream ends.
 */
export function streamHeartbeat(response: { write(chunk: string): unknown }): { wrote(): void; stop(): void } {
  const timer = setInterval(() => response.write(heartbeatFrame()), LIVE_HEARTBEAT_MS);
  return { wrote: () => void timer.refresh(), stop: () => clearInterval(timer) };
}

/**
 * A `changed` event: refetch with `X-Min-Position: <position>`, or apply the patches of the
 * boards it carries. Its id is the position, so a reconnecting browser sends it back as
 * Last-Event-ID.
 */
export function changedFrame(position: bigint, boards?: LiveChange['boards']): string {
  const change: LiveChange = boards ? { position: position.toString(), boards } : { position: position.toString() };
  return `id: ${position}\nevent: ${LIVE_CHANGED_EVENT}\ndata: ${JSON.stringify(change)}\n\n`;
}

/** A Last-Event-ID header as a position, or null when absent or not one. */
export function lastEventPosition(header: string | string[] | undefined): bigint | null {
  return typeof header === 'string' && /^\d{1,19}$/.test(header.trim()) ? BigInt(header.trim()) : null;
}
