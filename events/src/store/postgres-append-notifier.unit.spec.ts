import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppendNotifier } from './postgres-append-notifier.ts';

/** A notifier whose sends are recorded, each answering when the test lets it. */
function recordingNotifier(windowMs: number) {
  const sent: bigint[] = [];
  const notifier = new AppendNotifier(async (position) => {
    sent.push(position);
  }, windowMs);
  return { sent, notifier };
}

describe('AppendNotifier', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('given no notification in the last window, when an append is told, then it is sent at once', async () => {
    const { sent, notifier } = recordingNotifier(4);

    notifier.notify(10n);
    await vi.advanceTimersByTimeAsync(0);

    expect(sent).toEqual([10n]);
  });

  it('given a notification just sent, when more appends are told within the window, then one notification with the newest position goes out at its end', async () => {
    const { sent, notifier } = recordingNotifier(4);
    notifier.notify(10n);
    await vi.advanceTimersByTimeAsync(1);

    notifier.notify(12n);
    notifier.notify(11n);
    await vi.advanceTimersByTimeAsync(2);
    expect(sent).toEqual([10n]);
    await vi.advanceTimersByTimeAsync(1);

    expect(sent).toEqual([10n, 12n]);
  });

  it('given a window that has passed, when an append is told, then it is sent at once again', async () => {
    const { sent, notifier } = recordingNotifier(4);
    notifier.notify(10n);
    await vi.advanceTimersByTimeAsync(5);

    notifier.notify(20n);
    await vi.advanceTimersByTimeAsync(0);

    expect(sent).toEqual([10n, 20n]);
  });

  it('given appends told within a window, when the notifier is drained, then the last of them has been sent', async () => {
    const { sent, notifier } = recordingNotifier(4);
    notifier.notify(10n);
    notifier.notify(30n);

    const drained = notifier.drain();
    await vi.advanceTimersByTimeAsync(4);
    await drained;

    expect(sent).toEqual([10n, 30n]);
  });

  it('given a send that fails, when more appends are told, then they are still sent', async () => {
    const sent: bigint[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const notifier = new AppendNotifier(async (position) => {
      sent.push(position);
      if (position === 10n) throw new Error('connection lost');
    }, 4);

    notifier.notify(10n);
    await vi.advanceTimersByTimeAsync(0);
    notifier.notify(20n);
    await vi.advanceTimersByTimeAsync(4);

    expect(sent).toEqual([10n, 20n]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
