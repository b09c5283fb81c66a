import { END, excludeSystemEvents, type AllStreamSubscription, type EventStoreDBClient } from '@eventstore/db-client';
import type { WakeSource } from './catch-up-subscription.ts';

const resubscribeDelayMs = 1_000;

/**
 * Wakes a catch-up subscription whenever EventStoreDB pushes a new non-system event on `$all`.
 * The events themselves are read by readAll, so delivery stays batched and exact; if the live
 * feed drops, the subscription keeps polling and this resubscribes.
 */
export class EsdbLiveWakeSource implements WakeSource {
  private feed: AllStreamSubscription | null = null;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;
  private wake: () => void = () => undefined;

  private readonly client: EventStoreDBClient;
  constructor(client: EventStoreDBClient) {
    this.client = client;
  }

  async start(wake: (position?: bigint) => void): Promise<void> {
    this.wake = () => wake();
    this.subscribe();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    const feed = this.feed;
    this.feed = null;
    if (!feed) return;
    feed.removeAllListeners('data');
    try {
      await feed.unsubscribe();
    } finally {
      feed.destroy();
    }
  }

  private subscribe(): void {
    const feed = this.client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
    this.feed = feed;
    feed.on('data', () => this.wake());
    feed.on('error', () => this.resubscribeLater(feed));
    feed.on('end', () => this.resubscribeLater(feed));
  }

  private resubscribeLater(feed: AllStreamSubscription): void {
    if (this.feed !== feed || this.stopped) return;
    this.feed = null;
    feed.destroy();
    this.wake();
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.stopped) this.subscribe();
    }, resubscribeDelayMs);
  }
}
