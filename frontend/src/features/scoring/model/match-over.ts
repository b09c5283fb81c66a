import type { LeaderboardView } from '@golf/contracts';

/** A match play game decided before its last hole: who won and by what, and from which hole on no score is needed. */
export type MatchOver = { text: string; firstFreeHole: number | null };

/**
 * What the scoring screen says once a match play board has the match decided (section 5): 'Ann
 * & Ben won 3&2' or 'The match is halved', and, decided early, that the holes left need no score.
 * Null while the match is live (or the game is not match play).
 */
export function matchOver(board: LeaderboardView | undefined, holeCount: number): MatchOver | null {
  if (!board || board.gameType !== 'match_play') return null;
  const decided = board.entries.filter((entry) => entry.match?.outcome != null);
  if (decided.length === 0) return null;
  const winners = decided.filter((entry) => entry.match!.outcome === 'won');
  const names = (entries: typeof decided) => entries.map((entry) => entry.player.name).join(' & ');
  const text = winners.length > 0 ? `${names(winners)} won ${winners[0]!.match!.status}` : 'The match is halved';
  const played =
    board.cupMatch?.decidedOn ?? Math.max(0, ...decided.map((entry) => entry.match!.wins + entry.match!.ties + entry.match!.losses));
  return { text, firstFreeHole: played < holeCount ? played + 1 : null };
}
