import type { ReadAllFrom, RecordedEvent, Subscription } from './event-store.ts';

/**
 * Tells a subscription that new events may be readable. `wake(position)` passes the position of
 * the newest event when the source knows it (PostgreSQL NOTIFY does); ESDB's live feed does not.
 */
export interface WakeSource {
  start(wake: (position?: bigint) => void): Promise<void>;
  stop(): Promise<void>;
}

export interface CatchUpOptions {
  fromPosition: ReadAllFrom;
  batchSize: number;
  /** Fallback poll when no wake-up arrives (a missed or lost notification). */
  pollIntervalMs: number;
  /** First retry delay when a wake-up announced events that are not readable yet (an older transaction is still open). */
  retryDelayMs: number;
  /**
   * A bulk writer at work: a read of at least `events` events, short of a full batch, that began
   * within `withinMs` of the read before it (a rate no scoring day comes near). The next read then
   * waits `waitMs`, woken or not, so that it takes more of that writer's events at once. A big
   * read long after the one before (the backlog after a stall) and smaller reads are followed as
   * before: the next wake-up is read at once.
   */
  bulk?: { events: number; withinMs: number; waitMs: number };
}

type ReadAll = (options: { fromPosition: ReadAllFrom; limit: number }) => Promise<RecordedEvent[]>;

/**
 * Catch-up then live, for any adapter whose readAll is exact (exclusive, ordered, never skips):
 * reads batches after the last delivered position, awaits the handler, and when caught up sleeps
 * until woken or the poll interval passes. Stops on close(); `done` rejects if the handler or a
 * read throws (the events of that batch were not acknowledged, so a restart from the last
 * checkpoint redelivers them).
 */
export class CatchUpSubscription implements Subscription {
  readonly done: Promise<void>;
  private closed = false;
  private wakePending = false;
  private announced: bigint | null = null;
  /** Ends the wait under way (close() always; a wake-up when `wakesEndWait`). */
  private interruptWait: (() => void) | null = null;
  private wakesEndWait = false;

  private readonly readAll: ReadAll;
  private readonly wakeSource: WakeSource;
  private readonly options: CatchUpOptions;
  private readonly handler: (events: RecordedEvent[]) => Promise<void>;
  constructor(readAll: ReadAll, wakeSource: WakeSource, options: CatchUpOptions, handler: (events: RecordedEvent[]) => Promise<void>) {
    this.readAll = readAll;
    this.wakeSource = wakeSource;
    this.options = options;
    this.handler = handler;
    this.done = this.run();
    // A caller that never awaits `done` must not crash the process; awaiting it still rejects.
    this.done.catch(() => undefined);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.interruptWait?.();
    await this.done.catch(() => undefined);
  }

  private wake(position?: bigint): void {
    this.wakePending = true;
    if (position !== undefined && (this.announced === null || position > this.announced)) this.announced = position;
    if (this.wakesEndWait) this.interruptWait?.();
  }

  private async run(): Promise<void> {
    let last: ReadAllFrom = this.options.fromPosition;
    let retryDelay = this.options.retryDelayMs;
    let previousReadAt = Number.NEGATIVE_INFINITY;
    try {
      await this.wakeSource.start((position) => this.wake(position));
      while (!this.closed) {
        this.wakePending = false;
        const readAt = performance.now();
        const batch = await this.readAll({ fromPosition: last, limit: this.options.batchSize });
        if (this.closed) break;
        const bulk = this.isBulk(batch.length, readAt - previousReadAt);
        previousReadAt = readAt;
        if (batch.length > 0) {
          assertContinues(last, batch);
          await this.handler(batch);
          last = batch[batch.length - 1]!.position;
          retryDelay = this.options.retryDelayMs;
          if (batch.length === this.options.batchSize) continue;
          if (bulk) {
            await this.wait(this.options.bulk!.waitMs, { untilWoken: false });
            continue;
          }
        }
        const behind = this.announced !== null && (last === 'start' || this.announced > last);
        await this.wait(behind ? retryDelay : this.options.pollIntervalMs, { untilWoken: true });
        if (behind) retryDelay = Math.min(retryDelay * 2, this.options.pollIntervalMs);
      }
    } finally {
      await this.wakeSource.stop();
    }
  }

  private isBulk(events: number, msSincePreviousRead: number): boolean {
    const bulk = this.options.bulk;
    return bulk !== undefined && events >= bulk.events && events < this.options.batchSize && msSincePreviousRead <= bulk.withinMs;
  }

  /**
   * Waits `ms`. `untilWoken`: a wake-up ends it early, and one already pending skips it (the
   * sleep when caught up); otherwise wake-ups are left to the next read (the wait after a bulk
   * read). close() always ends it.
   */
  private wait(ms: number, { untilWoken }: { untilWoken: boolean }): Promise<void> {
    if (this.closed || (untilWoken && this.wakePending)) return Promise.resolve();
    this.wakesEndWait = untilWoken;
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.interruptWait = null;
        resolve();
      };
      const timer = setTimeout(finish, ms);
      this.interruptWait = finish;
    });
  }
}

/** Guards exactly-once delivery against an adapter bug: a batch must continue after `last`, ascending. */
function assertContinues(last: ReadAllFrom, batch: RecordedEvent[]): void {
  let previous = last === 'start' ? -1n : last;
  for (const event of batch) {
    if (event.position <= previous) {
      throw new Error(`readAll returned position ${event.position} after ${previous}: events out of order`);
    }
    previous = event.position;
  }
}
