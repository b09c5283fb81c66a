import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.ts';
import { forgetPersistedCache, shouldPersistMutation } from './query-persistence.ts';

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
