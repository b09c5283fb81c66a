import type { DatabasePool } from 'slonik';
import { getProjectorCheckpoint, readModelChangeFeedOf, type ReadModelChange } from '@golf/read-db';

/** Called with the checkpoint that holds a change of the subscribed stream. */
export type LiveListener = (position: bigint) => void;

/**
 * The live subscribers of each stream (`game-…`), fanned out from the pool's one shared LISTEN
 * connection (read-db's ReadModelChangeFeed). After a reconnect every subscriber is told the
 * current checkpoint, since notifications sent while the connection was away are lost.
 */
export class LiveChangeHub {
  private readonly subscribers = new Map<string, Set<LiveListener>>();
  private following: Promise<() => Promise<void>> | null = null;
  private stopped = false;

  private readonly pool: DatabasePool;
  constructor(pool: DatabasePool) {
    this.pool = pool;
  }

  /** Starts listening for `stream`; resolves once LISTEN is in place (or failed; it retries). Answers the unsubscribe. */
  async subscribe(stream: string, listener: LiveListener): Promise<() => void> {
    const listeners = this.subscribers.get(stream) ?? new Set<LiveListener>();
    listeners.add(listener);
    this.subscribers.set(stream, listeners);
    if (!this.stopped) {
      this.following ??= readModelChangeFeedOf(this.pool).follow({
        change: (change) => this.publishChange(change),
        reconnected: () => void this.catchUpEveryone(),
      });
      await this.following;
    }
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && this.subscribers.get(stream) === listeners) this.subscribers.delete(stream);
    };
  }

  /** How many subscriptions are open (for tests and diagnostics). */
  get subscriptionCount(): number {
    let count = 0;
    for (const listeners of this.subscribers.values()) count += listeners.size;
    return count;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.subscribers.clear();
    const unfollow = await this.following?.catch(() => null);
    await unfollow?.();
  }

  private publishChange(change: ReadModelChange): void {
    for (const stream of change.streams) this.publish(stream, change.position);
  }

  private publish(stream: string, position: bigint): void {
    for (const listener of [...(this.subscribers.get(stream) ?? [])]) listener(position);
  }

  private async catchUpEveryone(): Promise<void> {
    try {
      const position = await getProjectorCheckpoint(this.pool);
      for (const stream of [...this.subscribers.keys()]) this.publish(stream, position);
    } catch {
      // The database is away again; the next reconnect catches up.
    }
  }
}

const hubs = new WeakMap<DatabasePool, LiveChangeHub>();

/** The pool's hub, made on first use: one shared LISTEN connection per API process, whatever the viewer count. */
export function liveChangeHubOf(pool: DatabasePool): LiveChangeHub {
  let hub = hubs.get(pool);
  if (!hub) {
    hub = new LiveChangeHub(pool);
    hubs.set(pool, hub);
  }
  return hub;
}

/** Closes the pool's hub, if it has one (when the app closes). */
export async function stopLiveChangeHub(pool: DatabasePool): Promise<void> {
  const hub = hubs.get(pool);
  hubs.delete(pool);
  await hub?.stop();
}
