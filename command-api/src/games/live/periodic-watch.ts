/**
 * Watchers of live streams by what they follow (a game, a trip), asked about together: every
 * `intervalMs`, one `read` of the facts of every watched key for all the streams of the process
 * (a read per stream every 15 s came to some 270 queries a second at 4,000 viewers), then each
 * watcher is shown its key's facts, `undefined` when the key is gone; a watcher that is done
 * (`show` answers false) is not shown again. A read that fails (the database away) shows
 * nothing, so it ends no stream.
 */
export class PeriodicWatch<Facts, Watcher> {
  private readonly keys = new Map<string, Set<Watcher>>();
  private timer: NodeJS.Timeout | null = null;

  private readonly read: (keys: string[]) => Promise<Map<string, Facts>>;
  private readonly show: (watcher: Watcher, facts: Facts | undefined) => boolean;
  private readonly intervalMs: number;
  constructor(options: {
    read: (keys: string[]) => Promise<Map<string, Facts>>;
    show: (watcher: Watcher, facts: Facts | undefined) => boolean;
    intervalMs: number;
  }) {
    this.read = options.read;
    this.show = options.show;
    this.intervalMs = options.intervalMs;
  }

  /** Watches `key` for `watcher` until the answer is called (calling it again does nothing). */
  watch(key: string, watcher: Watcher): () => void {
    const watchers = this.keys.get(key) ?? new Set<Watcher>();
    watchers.add(watcher);
    this.keys.set(key, watchers);
    this.timer ??= setInterval(() => void this.check(), this.intervalMs);
    return () => this.unwatch(key, watchers, watcher);
  }

  private unwatch(key: string, watchers: Set<Watcher>, watcher: Watcher): void {
    watchers.delete(watcher);
    if (watchers.size === 0 && this.keys.get(key) === watchers) this.keys.delete(key);
    if (this.keys.size === 0) this.stop();
  }

  /** Reads the facts of every watched key once and shows each watcher its own. */
  async check(): Promise<void> {
    const keys = [...this.keys.keys()];
    if (keys.length === 0) return;
    const facts = await this.read(keys).catch(() => null);
    if (!facts) return;
    for (const key of keys) {
      const watchers = this.keys.get(key);
      if (!watchers) continue;
      for (const watcher of [...watchers]) {
        if (!this.show(watcher, facts.get(key))) this.unwatch(key, watchers, watcher);
      }
    }
  }

  /** Stops asking; the streams still open are ended by their own route. */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
