import type { ServerResponse } from 'node:http';

/** Writes the SSE headers (with the reply's own, e.g. security headers) on the raw response and sends them, the stream kept open. */
export function writeStreamHeaders(response: ServerResponse, headers: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value as string);
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx and similar proxies would otherwise buffer the stream.
    'x-accel-buffering': 'no',
  });
  response.flushHeaders();
}

/**
 * The server-sent event streams a route holds open. Open streams never go idle, so the server
 * could not close while they last: `endAll` ends them when it closes, and any a handler still
 * holds afterwards.
 */
export class OpenStreams {
  private readonly open = new Set<ServerResponse>();
  private closing = false;

  /**
   * Keeps `response` until it closes, then runs `cleanUp` once (stop its timers and
   * subscriptions). A client that went away while the handler was still checking its access has
   * a response that is closed already and will never say so again: `cleanUp` runs at once and
   * the answer is false, as it is once the server is closing. Call it before starting anything
   * `cleanUp` stops.
   */
  hold(response: ServerResponse, cleanUp: () => void): boolean {
    let done = false;
    const end = () => {
      if (done) return;
      done = true;
      this.open.delete(response);
      cleanUp();
    };
    if (response.destroyed || this.closing) {
      if (!response.writableEnded) response.end();
      end();
      return false;
    }
    this.open.add(response);
    response.on('close', end);
    return true;
  }

  endAll(): void {
    this.closing = true;
    for (const response of this.open) response.end();
  }
}
