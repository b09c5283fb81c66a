import type { LiveChange } from '@golf/contracts';
import { LIVE_CHANGED_EVENT } from '@golf/contracts/live-plain';
import { reconnectDelay } from './live-backoff.ts';
import { isNewer, parseChange } from './live-change.ts';

/** What LiveStream needs of an EventSource (the browser's, or a test's stand-in). */
export interface LiveSource {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: Event) => void): void;
  close(): void;
}

/** EventSource.CLOSED: the browser gave up on the stream and will not retry it. */
export const SOURCE_CLOSED = 2;

export type LiveStreamOptions = {
  /**
   * The stream's URL at the moment of opening (a fresh ticket: live-ticket.ts); null: do not open.
   * A promise that rejects (no ticket to be had) counts as a failed opening: tried again later.
   */
  url: () => string | null | Promise<string | null>;
  /** A change at a position this stream has not reported before, with the patches of the boards it moved when it carries them. */
  onChange: (position: string, change: LiveChange) => void;
  createSource?: (url: string) => LiveSource;
  /** Runs `run` after `ms`; answers a cancel. */
  schedule?: (run: () => void, ms: number) => () => void;
  random?: () => number;
};

const browserSource = (url: string): LiveSource => new EventSource(url);
const browserSchedule = (run: () => void, ms: number) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

/**
 * One live stream of a game, started and stopped by its page (stopped while the page is
 * hidden). A dropped connection is retried by the EventSource itself (it sends Last-Event-ID,
 * so nothing is repeated); a stream the browser closed for good (an error answer) is reopened
 * here after a growing wait, which resets once a stream opens.
 */
export class LiveStream {
  private source: LiveSource | null = null;
  /** The URL being fetched for the next opening; a later opening or a stop makes it stale. */
  private pendingUrl: Promise<string | null> | null = null;
  private cancelRetry: (() => void) | null = null;
  private failures = 0;
  private lastSeen: string | null = null;
  private running = false;
  private readonly createSource: (url: string) => LiveSource;
  private readonly schedule: (run: () => void, ms: number) => () => void;
  private readonly random: () => number;

  private readonly options: LiveStreamOptions;
  constructor(options: LiveStreamOptions) {
    this.options = options;
    this.createSource = options.createSource ?? browserSource;
    this.schedule = options.schedule ?? browserSchedule;
    this.random = options.random ?? Math.random;
  }

  /** Opens the stream unless it runs already. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.open();
  }

  /** Closes the stream and forgets any pending reopen. */
  stop(): void {
    this.running = false;
    this.cancelRetry?.();
    this.cancelRetry = null;
    this.failures = 0;
    this.pendingUrl = null;
    this.source?.close();
    this.source = null;
  }

  /** Reopens at once if a reopen is pending (the phone is back online: no need to wait). */
  retryNow(): void {
    if (!this.running || !this.cancelRetry) return;
    this.cancelRetry();
    this.cancelRetry = null;
    this.open();
  }

  /** 'open' while a source exists or its URL is being fetched (connecting or connected), 'waiting' before a reopen, else 'stopped'. */
  get state(): 'open' | 'waiting' | 'stopped' {
    if (this.source || this.pendingUrl) return 'open';
    return this.cancelRetry ? 'waiting' : 'stopped';
  }

  private open(): void {
    const url = this.options.url();
    if (!(url instanceof Promise)) {
      if (url) this.connect(url);
      return;
    }
    this.pendingUrl = url;
    url.then(
      (resolved) => {
        if (this.pendingUrl !== url) return;
        this.pendingUrl = null;
        if (this.running && resolved) this.connect(resolved);
      },
      () => {
        if (this.pendingUrl !== url) return;
        this.pendingUrl = null;
        if (this.running) this.reopenLater();
      },
    );
  }

  private connect(url: string): void {
    const source = this.createSource(url);
    this.source = source;
    source.addEventListener('open', () => {
      if (this.source === source) this.failures = 0;
    });
    source.addEventListener(LIVE_CHANGED_EVENT, (event) => {
      if (this.source !== source) return;
      const change = parseChange((event as MessageEvent).data);
      if (change === null || !isNewer(change.position, this.lastSeen)) return;
      this.lastSeen = change.position;
      this.options.onChange(change.position, change);
    });
    source.addEventListener('error', () => {
      // While CONNECTING the browser is retrying by itself; only a closed source needs us.
      if (this.source !== source || source.readyState !== SOURCE_CLOSED) return;
      source.close();
      this.source = null;
      this.reopenLater();
    });
  }

  private reopenLater(): void {
    const delay = reconnectDelay(this.failures, this.random());
    this.failures += 1;
    this.cancelRetry = this.schedule(() => {
      this.cancelRetry = null;
      if (this.running) this.open();
    }, delay);
  }
}
