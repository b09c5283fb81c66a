import type { CommonQueryMethods } from 'slonik';
import { getLeaderboardView } from '@golf/read-db';

interface CachedBoard {
  version: string;
  /** The view as UTF-8 JSON, ready to be sent. */
  json: Buffer;
}

/**
 * The leaderboard views this process served last, by game and round, as JSON bytes, kept while
 * their stored version is current. A leaderboard is read far more often than it changes, and a
 * 16-player, 4-round view is some 170 KB: a read whose version matches sends the kept bytes (the
 * query answers the version alone then, so nothing stale is ever sent). Least recently used go first.
 */
export class BoardCache {
  private readonly boards = new Map<string, CachedBoard>();

  private readonly capacity;
  constructor(capacity = 200) {
    this.capacity = capacity;
  }

  /** The view's JSON; null when there is no such board. */
  async json(db: CommonQueryMethods, gameId: string, round: number): Promise<Buffer | null> {
    const key = `${gameId}:${round}`;
    const kept = this.boards.get(key);
    this.boards.delete(key);
    const stored = await getLeaderboardView(db, gameId, round, kept?.version ?? null);
    if (!stored) return null;
    const fresh = stored.view === null && kept ? kept : { version: stored.version, json: Buffer.from(stored.view ?? 'null') };
    this.boards.set(key, fresh);
    if (this.boards.size > this.capacity) this.boards.delete(this.boards.keys().next().value as string);
    return fresh.json;
  }
}
