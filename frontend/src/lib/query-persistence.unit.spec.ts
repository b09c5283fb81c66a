import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client.ts';
import { dehydrate } from '@tanstack/react-query';
import {
  forgetPersistedCache,
  keepPersistedCache,
  PERSISTED_CACHE_KEY,
  restorePersistedCache,
  shouldPersistMutation,
} from './query-persistence.ts';

const mutation = (meta: Record<string, unknown> | undefined, status: 'idle' | 'pending' | 'success' | 'error') =>
  ({ meta, state: { status } }) as Parameters<typeof shouldPersistMutation>[0];

describe('what the phone keeps of mutations', () => {
  it('keeps offline-queue mutations while they wait or after a refusal, nothing else', () => {
    expect(shouldPersistMutation(mutation({ offline: true }, 'pending'))).toBe(true);
    expect(shouldPersistMutation(mutation({ offline: true }, 'error'))).toBe(true);
    expect(shouldPersistMutation(mutation({ offline: true }, 'success'))).toBe(false);
    // A create-game call in flight has no default to run it after a reload: it is not kept.
    expect(shouldPersistMutation(mutation(undefined, 'pending'))).toBe(false);
  });

  it('forgets queued mutations on sign-out', () => {
    const client = createQueryClient();
    client.getMutationCache().build(client, { mutationKey: ['scoring', 'save-score'], meta: { offline: true } });
    forgetPersistedCache(client);
    expect(client.getMutationCache().getAll()).toEqual([]);
  });
});

describe('restoring what the phone kept, before the first render', () => {
  const NOW = Date.parse('2026-11-27T08:00:00Z');
  const kept = (stored: Record<string, string>) => ({
    getItem: (key: string) => stored[key] ?? null,
    removeItem: (key: string) => {
      delete stored[key];
    },
  });
  const stored = (buster: string, timestamp: number) => {
    const client = createQueryClient();
    client.setQueryData(['/api/games', 'g1'], { name: 'Kept' });
    client.getMutationCache().build(client, { mutationKey: ['scoring', 'save-score'], meta: { offline: true } });
    return JSON.stringify({ buster, timestamp, clientState: dehydrate(client, { shouldDehydrateMutation: () => true }) });
  };

  it('puts the kept reads and queued saves in the cache at once, once each', () => {
    const client = createQueryClient();
    restorePersistedCache(client, kept({ [PERSISTED_CACHE_KEY]: stored('golf-1', NOW - 60_000) }), NOW);
    expect(client.getQueryData(['/api/games', 'g1'])).toEqual({ name: 'Kept' });
    expect(client.getMutationCache().getAll()).toHaveLength(1);
  });

  it('drops a copy of another shape, one older than a week, or one it cannot read', () => {
    for (const copy of [stored('golf-0', NOW - 60_000), stored('golf-1', NOW - 8 * 24 * 60 * 60 * 1000), '{not json']) {
      const storage: Record<string, string> = { [PERSISTED_CACHE_KEY]: copy };
      const client = createQueryClient();
      restorePersistedCache(client, kept(storage), NOW);
      expect(client.getQueryData(['/api/games', 'g1'])).toBeUndefined();
      expect(storage[PERSISTED_CACHE_KEY]).toBeUndefined();
    }
  });
});

describe('keeping the cache on the phone as it changes (decision 0846)', () => {
  const kept = () => {
    const client = createQueryClient();
    let writes = 0;
    const keeper = keepPersistedCache(client, () => (writes += 1));
    return { client, keeper, writes: () => writes };
  };
  afterEach(() => vi.useRealTimers());

  it('writes once, half a second after the first of many changes', () => {
    vi.useFakeTimers();
    const { client, writes } = kept();
    for (let i = 0; i < 20; i += 1) client.setQueryData(['/api/games', `g${i}`], { name: `Game ${i}` });
    expect(writes()).toBe(0);
    vi.advanceTimersByTime(500);
    expect(writes()).toBe(1);
    vi.advanceTimersByTime(5_000);
    expect(writes()).toBe(1);
  });

  it('writes at once when the page leaves with a change not yet written, and not again after', () => {
    vi.useFakeTimers();
    const { client, keeper, writes } = kept();
    client.setQueryData(['/api/games', 'g1'], { name: 'Kept' });
    keeper.flushPending();
    expect(writes()).toBe(1);
    vi.advanceTimersByTime(5_000);
    expect(writes()).toBe(1);
  });

  it('writes nothing when the page leaves with everything already written', () => {
    vi.useFakeTimers();
    const { client, keeper, writes } = kept();
    client.setQueryData(['/api/games', 'g1'], { name: 'Kept' });
    vi.advanceTimersByTime(500);
    keeper.flushPending();
    keeper.stop();
    expect(writes()).toBe(1);
  });
});
