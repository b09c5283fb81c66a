import type { DatabasePool } from 'slonik';
import { evolvePushSubscription, streamNames, type EventStore, type PushSubscriptionState } from '@golf/events';
import { findGamesTripIds, listFollowedScopes, readModelChangeFeedOf, type ReadModelChange } from '@golf/read-db';
import { cupScopeName } from './cup-scope.ts';
import { forgetScopes } from './moment-records.ts';
import { notifyFollowers, notifyScope, type NotifyDeps } from './notify-scope.ts';
import { scopeName, type Scope } from './scope-moments.ts';

const GAME = streamNames.game('');
const TRIP = streamNames.trip('');
const SUBSCRIPTION = streamNames.pushSubscription('');

export interface MomentWatch {
  /** Looks at every followed scope again now (what each tick does). */
  lookAgain(): Promise<void>;
  /** Resolves once the projector's changes up to `position` are decided and queued. */
  caughtUpTo(position: bigint): Promise<void>;
  stop(): Promise<void>;
}

/** Every scope with a follower. */
async function followedScopes(pool: DatabasePool): Promise<Scope[]> {
  return (await listFollowedScopes(pool)).map((row): Scope =>
    row.gameId ? { kind: 'game', id: row.gameId } : { kind: 'trip', id: row.tripId! },
  );
}

/** What a subscription follows, from its stream (its read row is gone once it ended). */
async function scopeOfSubscription(store: EventStore, id: string): Promise<Scope | null> {
  const events = await store.readStream(streamNames.pushSubscription(id));
  const state = events.reduce(evolvePushSubscription, { status: 'absent' } as PushSubscriptionState);
  if (state.status === 'absent') return null;
  return state.gameId ? { kind: 'game', id: state.gameId } : state.tripId ? { kind: 'trip', id: state.tripId } : null;
}

/** The scopes a projector change touches: games and trips that moved, and those a subscription started or ended for. */
async function scopesOf(store: EventStore, change: ReadModelChange): Promise<Scope[]> {
  const scopes = new Map<string, Scope>();
  const add = (scope: Scope | null) => scope && scopes.set(`${scope.kind}:${scope.id}`, scope);
  for (const stream of change.streams) {
    if (stream.startsWith(GAME)) add({ kind: 'game', id: stream.slice(GAME.length) });
    else if (stream.startsWith(TRIP)) add({ kind: 'trip', id: stream.slice(TRIP.length) });
    else if (stream.startsWith(SUBSCRIPTION)) add(await scopeOfSubscription(store, stream.slice(SUBSCRIPTION.length)));
  }
  return [...scopes.values()];
}

/**
 * notifyScope for every scope a change touched and the trips of its games, with a handful of
 * queries per change however many games moved: which scopes anyone follows and which trips the
 * games are in, one query each; the followed scopes are decided one by one (notifyFollowers);
 * the others only forgotten (forgetScope's rule), all in one statement. Asked game by game, every
 * moved game cost three queries even when nobody followed anything (decision 0542).
 */
async function notifyChanged(deps: NotifyDeps, scopes: readonly Scope[]): Promise<void> {
  if (scopes.length === 0) return;
  const nameOf = (scope: Scope) => scopeName(scope).toLowerCase();
  const followed = new Set((await followedScopes(deps.pool)).map(nameOf));
  const trips = await findGamesTripIds(
    deps.pool,
    scopes.flatMap((scope) => (scope.kind === 'game' ? [scope.id] : [])),
  );
  // In the change's order, a game's trip after the game (as notifyScope goes on to it), each scope once.
  const ordered = new Map<string, Scope>();
  for (const scope of scopes) {
    if (!ordered.has(nameOf(scope))) ordered.set(nameOf(scope), scope);
    const tripId = scope.kind === 'game' ? trips.get(scope.id.toLowerCase()) : undefined;
    if (tripId) {
      ordered.delete(`trip:${tripId}`);
      ordered.set(`trip:${tripId}`, { kind: 'trip', id: tripId });
    }
  }
  const unfollowed: string[] = [];
  for (const [name, scope] of ordered) {
    if (followed.has(name)) await notifyFollowers(deps, scope);
    else unfollowed.push(scopeName(scope), ...(scope.kind === 'trip' ? [cupScopeName(scope.id)] : []));
  }
  await forgetScopes(deps.pool, unfollowed);
}

/**
 * Follows the projector's changes (the NOTIFY after each batch): a game or trip that moved, or a
 * subscription that started or ended, has its scope decided (notify-scope.ts), one change at a
 * time per process. Every `tickMs` every followed scope is looked at again, for moments held by
 * the one-a-minute rule and for changes missed while the connection was away.
 */
export async function watchMoments(deps: NotifyDeps, options: { tickMs: number; onError(error: unknown): void }): Promise<MomentWatch> {
  let chain: Promise<void> = Promise.resolve();
  let reached = 0n;
  const run = (work: () => Promise<void>): Promise<void> => {
    chain = chain.then(() => work().catch(options.onError));
    return chain;
  };
  const lookAgain = () =>
    run(async () => {
      for (const scope of await followedScopes(deps.pool)) await notifyScope(deps, scope);
    });
  const unfollow = await readModelChangeFeedOf(deps.pool).follow({
    change: (change) =>
      void run(async () => {
        try {
          await notifyChanged(deps, await scopesOf(deps.store, change));
        } finally {
          if (change.position > reached) reached = change.position;
        }
      }),
    reconnected: () => void lookAgain(),
  });
  const tick = setInterval(() => void lookAgain(), options.tickMs);
  tick.unref();
  return {
    lookAgain,
    async caughtUpTo(position) {
      const deadline = Date.now() + 10_000;
      while (reached < position) {
        if (Date.now() > deadline) throw new Error(`The push watch has not seen position ${position} within 10 s (it is at ${reached})`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await chain;
    },
    async stop() {
      clearInterval(tick);
      await unfollow();
      await chain;
    },
  };
}
