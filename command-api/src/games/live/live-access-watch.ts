import type { CommonQueryMethods } from 'slonik';
import { getGamesAccessForAll } from '@golf/read-db';
import { accessOf, type GameCaller } from '../access/access-rule.ts';
import { LIVE_HEARTBEAT_MS } from './sse-frames.ts';

interface Watcher {
  caller: GameCaller;
  lost: () => void;
}

/**
 * Asks again, every `intervalMs`, whether the caller of each live stream may still watch its
 * game, with one read of every watched game's access for all the streams of the process (a read
 * per stream every 15 s came to some 270 queries a second at 4,000 viewers). A stream whose
 * caller no longer may (a revoked share, codes regenerated, the game deleted) is told it lost
 * access; a read that fails (the database away) ends nothing.
 */
export class LiveAccessWatch {
  private readonly games = new Map<string, Set<Watcher>>();
  private timer: NodeJS.Timeout | null = null;

  private readonly db: CommonQueryMethods;
  private readonly intervalMs: number;
  private readonly read: typeof getGamesAccessForAll;
  constructor(db: CommonQueryMethods, options: { intervalMs?: number; read?: typeof getGamesAccessForAll } = {}) {
    this.db = db;
    this.intervalMs = options.intervalMs ?? LIVE_HEARTBEAT_MS;
    this.read = options.read ?? getGamesAccessForAll;
  }

  /** Watches `caller`'s access to `gameId` until the answer is called; `lost` is called at most once. */
  watch(gameId: string, caller: GameCaller, lost: () => void): () => void {
    let told = false;
    const watcher: Watcher = {
      caller,
      lost: () => {
        if (told) return;
        told = true;
        stop();
        lost();
      },
    };
    const watchers = this.games.get(gameId) ?? new Set<Watcher>();
    watchers.add(watcher);
    this.games.set(gameId, watchers);
    this.timer ??= setInterval(() => void this.check(), this.intervalMs);
    const stop = () => {
      watchers.delete(watcher);
      if (watchers.size === 0 && this.games.get(gameId) === watchers) this.games.delete(gameId);
      if (this.games.size === 0) this.stop();
    };
    return stop;
  }

  /** Reads every watched game's access once and tells the watchers who lost theirs. */
  async check(): Promise<void> {
    const gameIds = [...this.games.keys()];
    if (gameIds.length === 0) return;
    const facts = await this.read(this.db, gameIds).catch(() => null);
    if (!facts) return;
    for (const gameId of gameIds) {
      const game = facts.get(gameId);
      for (const { caller, lost } of [...(this.games.get(gameId) ?? [])]) {
        const tripMember = caller.kind === 'user' && game !== undefined && game.tripMemberIds.includes(caller.actor.id);
        if (!game || !accessOf({ ...game, tripMember }, caller)) lost();
      }
    }
  }

  /** Stops asking; the streams still open are ended by their own route. */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
