import { ordinal, ranksByPoints, type GameTypeId } from '@golf/golf';
import type { LeaderboardEntry } from '../api/get-leaderboard.ts';

/** `points` only where the format ranks by them (null: not shown). */
export type MyStats = { rank: string; points: number | null; toPar: string };

/**
 * The user's rank (1st, 2nd…, in the board's order: docs/golf-rules.md section 4), points (in a
 * format that ranks by them: stroke play's fallback points are no score of its) and score to par
 * (E, +n, -n) in a game, or null without an entry. Before their first hole the rank and the score
 * to par say 'Not started' (an E would read as level par).
 */
export function myStats(entries: readonly LeaderboardEntry[], playerId: string, gameType: GameTypeId): MyStats | null {
  const entry = entries.find((e) => e.player.id === playerId);
  if (!entry || entry.position < 1) return null;
  return {
    rank: entry.started ? ordinal(entry.position) : 'Not started',
    points: ranksByPoints(gameType) ? entry.totalPoints : null,
    toPar: entry.started ? entry.toPar : 'Not started',
  };
}
