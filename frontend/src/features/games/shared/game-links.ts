import type { GameAccessLevel, GameStatus } from '@golf/contracts';

/**
 * Where a game's main action leads: setup → players, in progress → scoring, completed →
 * leaderboard. What the caller may not do leads to the leaderboard instead: only admins set a
 * game up, and a viewer never scores. (Without a level, the admin's way.)
 */
export function gameLink(game: { id: string; status: GameStatus; accessLevel?: GameAccessLevel }): { to: string; label: string } {
  const level = game.accessLevel ?? 'admin';
  if (game.status === 'setup' && level === 'admin') return { to: `/game/${game.id}/players`, label: 'Continue Setup' };
  if (game.status === 'in_progress' && level !== 'viewer') return { to: `/game/${game.id}/scoring`, label: 'Continue' };
  return { to: `/game/${game.id}/leaderboard`, label: 'Leaderboard' };
}

/** The caller's part in a game, as its card says it: they organised it, or the level it was shared with. */
export function roleLabel(game: { createdBy: string; accessLevel: GameAccessLevel }, userId: string | undefined): string {
  if (userId !== undefined && game.createdBy === userId) return 'Organiser';
  return { admin: 'Admin', player: 'Player', viewer: 'Viewer' }[game.accessLevel];
}

/** "Nov 21, 2026", or 'Unknown date' when the date cannot be read. */
export function createdDateText(createdAt: string | null | undefined): string {
  const date = createdAt ? new Date(createdAt) : null;
  if (!date || Number.isNaN(date.getTime())) return 'Unknown date';
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** "1 player", "4 players". */
export const playersText = (count: number) => `${count} ${count === 1 ? 'player' : 'players'}`;
