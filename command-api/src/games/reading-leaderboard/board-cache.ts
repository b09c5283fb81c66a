import type { CommonQueryMethods } from 'slonik';
import { getLeaderboardParts, type LeaderboardPageRow } from '@golf/read-db';
import { boardJson } from './leaderboard-view.ts';

interface CachedBoard {
  boardVersion: string | null;
  overallVersion: string | null;
  /** The view's board fields as UTF-8 JSON (boardJson), ready to be sent. */
  json: Buffer;
}

/**
 * The board parts of the leaderboards this process served last, by game and round, as JSON
 * bytes, kept while the stored boards' versions are the ones the page shows. A leaderboard is
 * read far more often than it changes, and each read of a 16-player, 4-round board would fetch
 * and copy some 170 KB; a read whose versions match sends the kept text instead (the versions
 * come with the page's query, so nothing stale is ever sent). Least recently used go first.
 */
export class BoardCache {
  private readonly boards = new Map<string, CachedBoard>();

  constructor(private readonly capacity = 200) {}

  async json(db: CommonQueryMethods, page: LeaderboardPageRow, round: number): Promise<Buffer> {
    const key = `${page.id}:${round}`;
    const kept = this.boards.get(key);
    this.boards.delete(key);
    if (kept && kept.boardVersion === page.boardVersion && kept.overallVersion === page.overallVersion) {
      this.boards.set(key, kept);
      return kept.json;
    }
    const parts = await getLeaderboardParts(db, page.id, round);
    const fresh = { boardVersion: parts.boardVersion, overallVersion: parts.overallVersion, json: Buffer.from(boardJson(parts)) };
    this.boards.set(key, fresh);
    if (this.boards.size > this.capacity) this.boards.delete(this.boards.keys().next().value as string);
    return fresh.json;
  }
}
