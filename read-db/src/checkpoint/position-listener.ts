import type { DatabasePool } from 'slonik';
import { getProjectorCheckpoint } from './projector-checkpoint.ts';
import { readModelChangeFeedOf, type ReadModelChangeFeed } from './read-model-change-feed.ts';

/** Polling while LISTEN works only guards against a lost notification; without LISTEN it is the signal. */
const POLL_MS_WHILE_LISTENING = 500;
const POLL_MS_WITHOUT_LISTEN = 100;

interface Waiter {
  position: bigint;
  /** Gives up at the caller's deadline; set once the first read did not release the waiter. */
  timer?: NodeJS.Timeout;
  settle(reached: boolean): void;
}

/**
 * Every request waiting for the checkpoint, on the pool's one shared LISTEN connection
 * (ReadModelChangeFeed). Waiters are released by the projector's NOTIFY; while any wait, the checkpoint is also polled (one
 * query per tick for the whole pool), so a missed notification or a dead listener only slows
 * them down.
 */
export class PositionListener {
  private readonly waiters = new Set<Waiter>();
  private readonly feed: ReadModelChangeFeed;
  private following: Promise<() => Promise<void>> | null = null;
  private pollTimer: NodeJS.Timeout | null = null;
  private polling = false;
  private stopped = false;

  private readonly pool: DatabasePool;
  constructor(pool: DatabasePool) {
    this.pool = pool;
    this.feed = readModelChangeFeedOf(pool);
  }

  async waitFor(position: bigint, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    await Promise.race([this.listen(), sleep(timeoutMs)]);
    if (this.stopped) return false;
    const waiter: Waiter = { position, settle: () => undefined };
    const reached = new Promise<boolean>((resolve) => {
      waiter.settle = (result) => {
        clearTimeout(waiter.timer);
        this.waiters.delete(waiter);
        resolve(result);
      };
    });
    // Registered before the first read, so a notification arriving meanwhile is not missed.
    this.waiters.add(waiter);
    try {
      this.release(await getProjectorCheckpoint(this.pool));
    } catch {
      // Unreachable for now: polling retries until the deadline.
    }
    if (this.waiters.has(waiter)) {
      waiter.timer = setTimeout(() => waiter.settle(false), Math.max(0, deadline - Date.now()));
      this.schedulePoll();
    }
    return reached;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.pollTimer) clearTimeout(this.pollTimer);
    for (const waiter of [...this.waiters]) waiter.settle(false);
    const unfollow = await this.following?.catch(() => null);
    await unfollow?.();
  }

  private release(position: bigint): void {
    for (const waiter of [...this.waiters]) {
      if (waiter.position <= position) waiter.settle(true);
    }
  }

  /** Follows the pool's change feed from the first wait on; resolves once LISTEN is in place or failed. */
  private listen(): Promise<unknown> {
    if (this.stopped) return Promise.resolve();
    this.following ??= this.feed.follow({ change: (change) => this.release(change.position) });
    return this.following;
  }

  private schedulePoll(): void {
    if (this.pollTimer || this.stopped || this.waiters.size === 0) return;
    const interval = this.feed.listening ? POLL_MS_WHILE_LISTENING : POLL_MS_WITHOUT_LISTEN;
    this.pollTimer = setTimeout(() => {
      this.pollTimer = null;
      void this.poll();
    }, interval);
  }

  private async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      this.release(await getProjectorCheckpoint(this.pool));
    } catch {
      // The database is unreachable for now; waiters time out unless a later poll succeeds.
    } finally {
      this.polling = false;
      this.schedulePoll();
    }
  }
}

const listeners = new WeakMap<DatabasePool, PositionListener>();

export function positionListenerOf(pool: DatabasePool): PositionListener {
  let listener = listeners.get(pool);
  if (!listener) {
    listener = new PositionListener(pool);
    listeners.set(pool, listener);
  }
  return listener;
}

/** Closes the pool's listener, if it has one; pools from `createReadPool` do this in `end()`. */
export async function stopPositionListener(pool: DatabasePool): Promise<void> {
  const listener = listeners.get(pool);
  listeners.delete(pool);
  await listener?.stop();
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
