import type { CommonQueryMethods } from 'slonik';
import { getGamesAccessForAll, type GameAccessForAllRow } from '@golf/read-db';
import { accessOf, type GameCaller } from '../access/access-rule.ts';
import { PeriodicWatch } from './periodic-watch.ts';
import { LIVE_HEARTBEAT_MS } from './sse-frames.ts';

interface Watcher {
  caller: GameCaller;
  /** The caller as the access rule tells callers apart (callerKey). */
  key: string;
  lost: () => void;
}

/** Whether `caller` may still watch the game these facts are of (none: the game is gone). */
function mayStillWatch(game: GameAccessForAllRow | undefined, caller: GameCaller): boolean {
  if (!game) return false;
  const tripMember = caller.kind === 'user' && game.tripMemberIds.includes(caller.actor.id);
  return accessOf({ ...game, tripMember }, caller) !== null;
}

/** Who a caller is, as far as the access rule tells callers apart. */
function callerKey(caller: GameCaller): string {
  return caller.kind === 'guest' ? `guest:${caller.gameId}:${caller.viewCode}` : `user:${caller.actor.id}:${caller.actor.email ?? ''}`;
}

/**
 * Asks again, every `intervalMs`, whether the caller of each live stream may still watch its
 * game, with one read of every watched game's access for all the streams of the process. A
 * stream whose caller no longer may (a revoked share, codes regenerated, the game deleted) is told
 * it lost access; a read that fails (the database away) ends nothing.
 */
export class LiveAccessWatch {
  private readonly watches: PeriodicWatch<GameAccessForAllRow, Watcher>;
  constructor(db: CommonQueryMethods, options: { intervalMs?: number; read?: typeof getGamesAccessForAll } = {}) {
    const read = options.read ?? getGamesAccessForAll;
    // One verdict per game and caller each check, shared by that caller's streams of the game (decision 0890).
    let verdicts = new WeakMap<GameAccessForAllRow, Map<string, boolean>>();
    const mayWatch = (game: GameAccessForAllRow | undefined, watcher: Watcher) => {
      if (!game) return false;
      let known = verdicts.get(game);
      if (!known) verdicts.set(game, (known = new Map<string, boolean>()));
      let verdict = known.get(watcher.key);
      if (verdict === undefined) known.set(watcher.key, (verdict = mayStillWatch(game, watcher.caller)));
      return verdict;
    };
    this.watches = new PeriodicWatch({
      read: async (gameIds) => {
        verdicts = new WeakMap();
        return read(db, gameIds);
      },
      show: (watcher, game) => {
        if (mayWatch(game, watcher)) return true;
        watcher.lost();
        return false;
      },
      intervalMs: options.intervalMs ?? LIVE_HEARTBEAT_MS,
    });
  }

  /** Watches `caller`'s access to `gameId` until the answer is called; `lost` is called at most once. */
  watch(gameId: string, caller: GameCaller, lost: () => void): () => void {
    return this.watches.watch(gameId, { caller, key: callerKey(caller), lost });
  }

  /** Reads every watched game's access once and tells the watchers who lost theirs. */
  check(): Promise<void> {
    return this.watches.check();
  }

  /** Stops asking; the streams still open are ended by their own route. */
  stop(): void {
    this.watches.stop();
  }
}
