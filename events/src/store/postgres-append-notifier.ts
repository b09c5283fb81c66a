import type pg from 'pg';
import { eventsChannel } from './postgres-notification-wake-source.ts';

/**
 * How far apart two notifications go out at least. Each one costs a statement, wakes every
 * subscriber's LISTEN connection, and each subscriber then reads (the projector: a read and
 * its checkpoint). Appends closer together than this are told in one notification, at most
 * this much later; one after a quiet spell is told at once (decision 0585).
 */
export const NOTIFY_WINDOW_MS = 4;

/**
 * Sends `NOTIFY es_events` after appends commit, coalesced: at most one notification in flight
 * per store, carrying the newest position, and at most one per window. An append with no
 * notification in the last `windowMs` is told at once (the leading edge); appends within the
 * window after one are covered by a single notification at its end, with the newest position.
 * Inside the append transaction NOTIFY would make every commit wait on PostgreSQL's notify lock
 * (measured here: three times slower with 8 concurrent writers). A lost notification only delays
 * subscribers until their next poll.
 */
export class AppendNotifier {
  private pending: bigint | null = null;
  private sending: Promise<void> | null = null;
  private lastSentAt = Number.NEGATIVE_INFINITY;
  private warned = false;

  private readonly send: (position: bigint) => Promise<unknown>;
  private readonly windowMs: number;
  constructor(send: (position: bigint) => Promise<unknown>, windowMs = NOTIFY_WINDOW_MS) {
    this.send = send;
    this.windowMs = windowMs;
  }

  /** A notifier that sends on a connection of `pool` (not the append's: see above). */
  static onPool(pool: pg.Pool, windowMs?: number): AppendNotifier {
    return new AppendNotifier((position) => pool.query('SELECT pg_notify($1, $2)', [eventsChannel, position.toString()]), windowMs);
  }

  notify(position: bigint): void {
    if (this.pending === null || position > this.pending) this.pending = position;
    this.sending ??= this.flush();
  }

  /** Resolves once every requested notification has been sent (or has failed). */
  async drain(): Promise<void> {
    await this.sending;
  }

  private async flush(): Promise<void> {
    while (this.pending !== null) {
      const wait = this.lastSentAt + this.windowMs - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const position = this.pending!;
      this.pending = null;
      this.lastSentAt = performance.now();
      try {
        await this.send(position);
      } catch (error) {
        if (!this.warned) console.warn(`[event-store] could not notify subscribers (they will poll): ${(error as Error).message}`);
        this.warned = true;
      }
    }
    this.sending = null;
  }
}
