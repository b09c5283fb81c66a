import type { ReadAllFrom, RecordedEvent, Subscription } from './event-store.ts';
import { validateLimit, validateReadAllFrom } from './append-validation.ts';
import { CatchUpSubscription, type WakeSource } from './catch-up-subscription.ts';

type ReadAll = (options: { fromPosition: ReadAllFrom; limit: number }) => Promise<RecordedEvent[]>;

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
      { fromPosition, batchSize, pollIntervalMs: this.pollIntervalMs, retryDelayMs: 10 },
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
