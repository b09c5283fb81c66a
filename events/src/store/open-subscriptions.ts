import type { ReadAllFrom, RecordedEvent, Subscription } from './event-store.ts';
import { validateLimit, validateReadAllFrom } from './append-validation.ts';
import { CatchUpSubscription, type WakeSource } from './catch-up-subscription.ts';

type ReadAll = (options: { fromPosition: ReadAllFrom; limit: number }) => Promise<RecordedEvent[]>;

/**
 * A read of 50 events or more that began within 25 ms of the one before means a bulk writer (an
 * import, a batch load): at least 2,000 events a second, where a busy day's scores are a few
 * hundred. The next read then waits 10 ms to take more of them at once: each read costs every
 * process a round of wake-ups. The scores' reads (one or two events) and a backlog read after a
 * stall are never delayed (decision 0610).
 */
export const BULK_READ = { events: 50, withinMs: 25, waitMs: 10 } as const;

/**
 * The subscriptions an adapter has open: `subscribeAll` for any adapter with an exact readAll,
 * and closing them all when the store closes. Each adapter only brings its wake-up source.
 */
export class OpenSubscriptions {
  private readonly open = new Set<Subscription>();
  private closed = false;

  private readonly readAll: ReadAll;
  private readonly pollIntervalMs: number;
  constructor(readAll: ReadAll, pollIntervalMs: number) {
    this.readAll = readAll;
    this.pollIntervalMs = pollIntervalMs;
  }

  subscribe(
    { fromPosition, batchSize = 500 }: { fromPosition: ReadAllFrom; batchSize?: number },
    wakeSource: WakeSource,
    handler: (events: RecordedEvent[]) => Promise<void>,
  ): Subscription {
    validateReadAllFrom(fromPosition);
    validateLimit('batchSize', batchSize);
    if (this.closed) throw new Error('The event store is closed');
    const subscription = new CatchUpSubscription(
      this.readAll,
      wakeSource,
      { fromPosition, batchSize, pollIntervalMs: this.pollIntervalMs, retryDelayMs: 10, bulk: BULK_READ },
      handler,
    );
    this.open.add(subscription);
    void subscription.done.catch(() => undefined).finally(() => this.open.delete(subscription));
    return subscription;
  }

  async closeAll(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.open].map((subscription) => subscription.close()));
  }
}
