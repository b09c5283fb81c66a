import { ordinal } from '@golf/golf';
import type { LeaderboardEntry } from '../api/get-leaderboard.ts';

export type MyStats = { rank: string; points: number; toPar: string };

/**
 * The user's rank (1st, 2nd…, in the board's order: docs/golf-rules.md section 4), points and score to par
 * (E, +n, -n) in a game, or null without an entry. Before their first hole the rank is 'Not started'.
 */
export function myStats(entries: readonly LeaderboardEntry[], playerId: string): MyStats | null {
  const entry = entries.find((e) => e.player.id === playerId);
  if (!entry || entry.position < 1) return null;
  return {
    rank: entry.started ? ordinal(entry.position) : 'Not started',
    points: entry.totalPoints,
    toPar: entry.toPar,
  };
}
