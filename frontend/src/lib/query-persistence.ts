import { dehydrate, hydrate, type DehydrateOptions, type Mutation, type QueryClient } from '@tanstack/react-query';

/** Local-storage key of the persisted query cache and offline queue. */
export const PERSISTED_CACHE_KEY = 'golfQueryCache';

/** Changed when what is stored changes shape: an older copy is then dropped instead of misread. */
const BUSTER = 'golf-1';

/**
 * How long a stored cache stays usable after the app last wrote it. Long enough that scores
 * queued on a trip without signal still go out when the phone is opened days later.
 */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Mutations kept on the phone: those whose defaults mark them `meta.offline` (score saves and
 * play moving on), while they wait to be sent (or were in flight when the page went away) and
 * when they were refused, so the refusal is still shown after a reload.
 */
export function shouldPersistMutation(mutation: Pick<Mutation, 'meta' | 'state'>): boolean {
  if (mutation.meta?.offline !== true) return false;
  return mutation.state.status === 'pending' || mutation.state.status === 'error';
}

const dehydrateOptions: DehydrateOptions = { shouldDehydrateMutation: shouldPersistMutation };

/** What restoring reads and removes: local storage, or a stand-in in a test. */
type CacheStorage = { getItem(key: string): string | null; removeItem(key: string): void };

/** Storage may be unavailable (private mode, blocked storage): then nothing outlives the page. */
const storage = {
  getItem: (key: string) => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  setItem: (key: string, value: string) => {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Full or blocked: the in-memory cache still works for this page.
    }
  },
  removeItem: (key: string) => {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing stored, nothing to remove.
    }
  },
};

/** Writes are throttled: a cache event can come many times a second while screens load. */
const WRITE_AFTER_MS = 500;

/**
 * Reads the stored cache back into `queryClient` at once, before the app's first render (local
 * storage answers synchronously): the first screen of a return visit is drawn from it straight
 * away, instead of a spinner first and the stored cache after the provider's effect has run
 * (decision 0550). The same rules as TanStack's own restore: a copy of another shape (buster), older
 * than MAX_AGE_MS, or unreadable is dropped.
 */
export function restorePersistedCache(queryClient: QueryClient, from: CacheStorage = storage, now = Date.now()): void {
  const stored = from.getItem(PERSISTED_CACHE_KEY);
  if (stored === null) return;
  try {
    const persisted = JSON.parse(stored) as { buster?: unknown; timestamp?: unknown; clientState?: Parameters<typeof hydrate>[1] };
    const fresh = persisted.buster === BUSTER && typeof persisted.timestamp === 'number' && now - persisted.timestamp <= MAX_AGE_MS;
    if (fresh && persisted.clientState) hydrate(queryClient, persisted.clientState);
    else from.removeItem(PERSISTED_CACHE_KEY);
  } catch {
    from.removeItem(PERSISTED_CACHE_KEY);
  }
}

/**
 * Writes the cache now, not at the end of the throttle: the page is being hidden or closed, and a
 * save queued a moment ago must survive it.
 */
export function flushPersistedCache(queryClient: QueryClient): void {
  const persisted = { buster: BUSTER, timestamp: Date.now(), clientState: dehydrate(queryClient, dehydrateOptions) };
  storage.setItem(PERSISTED_CACHE_KEY, JSON.stringify(persisted));
}

/** The cache events that change what is kept (TanStack's persister saves on the same three). */
const CHANGES = new Set(['added', 'removed', 'updated']);

/**
 * Keeps the stored cache up to date as the cache changes (decision 0846): one write at most every
 * WRITE_AFTER_MS after a change, of the cache as it is then, where TanStack's subscriber dehydrated
 * the whole cache at every event (dozens while a screen starts) and throttled only the write.
 * `flushPending` writes at once what has changed since the last write, and nothing when nothing
 * has: a page leaving right after its last write does not serialise the cache again on its way out.
 */
export function keepPersistedCache(
  queryClient: QueryClient,
  save: () => void = () => flushPersistedCache(queryClient),
): { stop(): void; flushPending(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    clearTimeout(timer);
    timer = undefined;
    save();
  };
  const changed = (event: { type: string }) => {
    if (CHANGES.has(event.type) && timer === undefined) timer = setTimeout(write, WRITE_AFTER_MS);
  };
  const unsubscribeQueries = queryClient.getQueryCache().subscribe(changed);
  const unsubscribeMutations = queryClient.getMutationCache().subscribe(changed);
  const flushPending = () => {
    if (timer !== undefined) write();
  };
  return {
    stop() {
      unsubscribeQueries();
      unsubscribeMutations();
      flushPending();
    },
    flushPending,
  };
}

/** Sign-out: the next user of this phone must not see (or send) anything of the last one. */
export function forgetPersistedCache(queryClient: QueryClient): void {
  queryClient.getMutationCache().clear();
  storage.removeItem(PERSISTED_CACHE_KEY);
}

/**
 * After the stored cache is restored: send what was queued, in order. Besides the saves that were
 * paused for want of a connection, this resumes those that were in flight when the page went
 * away; their Idempotency-Key makes that harmless if the first try did reach the API.
 */
export function resumeQueuedMutations(queryClient: QueryClient): Promise<unknown> {
  const queued = queryClient
    .getMutationCache()
    .getAll()
    .filter((mutation) => mutation.meta?.offline === true && mutation.state.status === 'pending');
  return Promise.all(queued.map((mutation) => mutation.continue().catch(() => undefined)));
}
