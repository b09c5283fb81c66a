import type { GameStatus } from '@golf/contracts';

/** Where a game's main action leads: setup → players, in progress → scoring, completed → leaderboard. */
export function gameLink(game: { id: string; status: GameStatus }): { to: string; label: string } {
  if (game.status === 'setup') return { to: `/game/${game.id}/players`, label: 'Continue Setup' };
  if (game.status === 'in_progress') return { to: `/game/${game.id}/scoring`, label: 'Continue' };
  return { to: `/game/${game.id}/leaderboard`, label: 'Leaderboard' };
}

/** "Nov 21, 2026", or 'Unknown date' when the date cannot be read. */
export function createdDateText(createdAt: string | null | undefined): string {
  const date = createdAt ? new Date(createdAt) : null;
  if (!date || Number.isNaN(date.getTime())) return 'Unknown date';
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** "1 player", "4 players". */
export const playersText = (count: number) => `${count} ${count === 1 ? 'player' : 'players'}`;
