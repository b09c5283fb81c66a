import { describe, expect, it } from 'vitest';
import { CatchUpSubscription, type CatchUpOptions, type WakeSource } from './catch-up-subscription.ts';
import type { ReadAllFrom, RecordedEvent } from './event-store.ts';
import { sampleEvent } from './testing/sample-events.ts';

/** An in-memory log whose readAll is exact, and a wake source the test fires by hand. */
function fakeLog() {
  const events: RecordedEvent[] = [];
  let wake: (position?: bigint) => void = () => undefined;
  const state = { started: false, stopped: false, reads: 0 };
  const wakeSource: WakeSource = {
    async start(callback) {
      wake = callback;
      state.started = true;
    },
    async stop() {
      state.stopped = true;
    },
  };
  return {
    state,
    wakeSource,
    append(count: number, notify = true) {
      for (let index = 0; index < count; index++) {
        const position = BigInt(events.length * 10 + 10);
        events.push({ ...sampleEvent(), stream: 's', revision: BigInt(events.length), position, recordedAt: new Date() });
      }
      if (notify) wake(events.at(-1)!.position);
    },
    async readAll({ fromPosition, limit }: { fromPosition: ReadAllFrom; limit: number }) {
      state.reads++;
      const after = fromPosition === 'start' ? -1n : fromPosition;
      return events.filter((event) => event.position > after).slice(0, limit);
    },
  };
}

const options: CatchUpOptions = { fromPosition: 'start', batchSize: 3, pollIntervalMs: 50, retryDelayMs: 5 };

async function eventually(condition: () => boolean): Promise<void> {
  for (let tries = 0; !condition(); tries++) {
    if (tries > 200) throw new Error('condition not met');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('CatchUpSubscription', () => {
  it('catches up in batches of at most batchSize, then delivers woken events exactly once, in order', async () => {
    const log = fakeLog();
    log.append(7, false);
    const batches: bigint[][] = [];
    const subscription = new CatchUpSubscription(log.readAll, log.wakeSource, options, async (batch) => {
      batches.push(batch.map((event) => event.position));
    });
    await eventually(() => batches.flat().length === 7);
    log.append(2);
    await eventually(() => batches.flat().length === 9);
    await subscription.close();
    expect(batches.map((batch) => batch.length)).toEqual([3, 3, 1, 2]);
    expect(batches.flat()).toEqual([10n, 20n, 30n, 40n, 50n, 60n, 70n, 80n, 90n]);
    expect(log.state).toMatchObject({ started: true, stopped: true });
  });

  it('starts after fromPosition, exclusively', async () => {
    const log = fakeLog();
    log.append(4, false);
    const seen: bigint[] = [];
    const subscription = new CatchUpSubscription(log.readAll, log.wakeSource, { ...options, fromPosition: 20n }, async (batch) => {
      seen.push(...batch.map((event) => event.position));
    });
    await eventually(() => seen.length === 2);
    await subscription.close();
    expect(seen).toEqual([30n, 40n]);
  });

  it('finds events by polling when no wake-up comes', async () => {
    const log = fakeLog();
    const seen: bigint[] = [];
    const subscription = new CatchUpSubscription(log.readAll, log.wakeSource, options, async (batch) => {
      seen.push(...batch.map((event) => event.position));
    });
    log.append(1, false);
    await eventually(() => seen.length === 1);
    await subscription.close();
  });

  it('awaits the handler before reading the next batch', async () => {
    const log = fakeLog();
    log.append(6, false);
    let running = 0;
    let overlapped = false;
    let handled = 0;
    const subscription = new CatchUpSubscription(log.readAll, log.wakeSource, options, async (batch) => {
      running++;
      overlapped ||= running > 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      handled += batch.length;
      running--;
    });
    await eventually(() => handled === 6);
    await subscription.close();
    expect(overlapped).toBe(false);
  });

  it('stops and rejects done when the handler throws', async () => {
    const log = fakeLog();
    log.append(5, false);
    let calls = 0;
    const subscription = new CatchUpSubscription(log.readAll, log.wakeSource, options, async () => {
      calls++;
      throw new Error('projection failed');
    });
    await expect(subscription.done).rejects.toThrow('projection failed');
    expect(calls).toBe(1);
    expect(log.state.stopped).toBe(true);
    await expect(subscription.close()).resolves.toBeUndefined();
  });

  it('rejects done when a read returns events out of order', async () => {
    const log = fakeLog();
    log.append(2, false);
    const backwards = async () => (await log.readAll({ fromPosition: 'start', limit: 10 })).reverse();
    const subscription = new CatchUpSubscription(backwards, log.wakeSource, options, async () => undefined);
    await expect(subscription.done).rejects.toThrow(/out of order/);
  });

  it('close() wakes a sleeping subscription and resolves done', async () => {
    const log = fakeLog();
    const subscription = new CatchUpSubscription(
      log.readAll,
      log.wakeSource,
      { ...options, pollIntervalMs: 60_000 },
      async () => undefined,
    );
    await eventually(() => log.state.reads > 0);
    const started = Date.now();
    await subscription.close();
    await expect(subscription.done).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  describe('a bulk writer', () => {
    const lengths = (batches: bigint[][]) => batches.map((batch) => batch.length);
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    /** A subscription over a fresh log with batches of 10 and `bulk`, recording each batch's positions. */
    function subscribed(bulk: CatchUpOptions['bulk'], more: Partial<CatchUpOptions> = {}) {
      const log = fakeLog();
      const batches: bigint[][] = [];
      const subscription = new CatchUpSubscription(
        log.readAll,
        log.wakeSource,
        { ...options, batchSize: 10, ...more, bulk },
        async (batch) => {
          batches.push(batch.map((event) => event.position));
        },
      );
      return { log, batches, subscription };
    }

    it('given a read of at least bulk.events soon after the one before, when more events are woken meanwhile, then the next read waits and takes them together', async () => {
      const { log, batches, subscription } = subscribed({ events: 4, withinMs: 200, waitMs: 600 });
      await eventually(() => log.state.reads === 1);
      log.append(4);
      await eventually(() => batches.length === 1);
      log.append(1);
      await pause(50);
      log.append(1);
      await eventually(() => batches.flat().length === 6);
      await subscription.close();
      expect(lengths(batches)).toEqual([4, 2]);
    });

    it('given a big read long after the one before (a backlog), when a smaller wake-up follows, then it is read at once', async () => {
      const { log, batches, subscription } = subscribed({ events: 4, withinMs: 100, waitMs: 60_000 }, { pollIntervalMs: 60_000 });
      await eventually(() => log.state.reads === 1);
      await pause(200);
      log.append(4);
      await eventually(() => batches.length === 1);
      log.append(1);
      await eventually(() => batches.length === 2);
      await subscription.close();
      expect(lengths(batches)).toEqual([4, 1]);
    });

    it('given a wait after a bulk read, when the subscription is closed, then it ends at once', async () => {
      const { log, batches, subscription } = subscribed({ events: 4, withinMs: 200, waitMs: 60_000 });
      await eventually(() => log.state.reads === 1);
      log.append(4);
      await eventually(() => batches.length === 1);
      const started = Date.now();
      await subscription.close();
      await expect(subscription.done).resolves.toBeUndefined();
      expect(Date.now() - started).toBeLessThan(1_000);
    });
  });
});
