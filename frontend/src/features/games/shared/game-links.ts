import type { GameAccessLevel, GameStatus } from '@golf/contracts';
import { gameTypeDefinition, type GameTypeId } from '@golf/golf';

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

/**
 * The caller's part in a game in plain words, for its card: who runs it, and that they play in
 * it when they do (organising a game does not make you one of its players; the card's stats line
 * then says 'You're not participating in this game').
 */
export function roleSentence(
  game: { createdBy: string; accessLevel: GameAccessLevel; myPlayerId: string | null },
  userId: string | undefined,
): string {
  const plays = game.myPlayerId !== null;
  if (userId !== undefined && game.createdBy === userId) {
    return plays ? 'You organised this game and play in it.' : 'You organised this game.';
  }
  if (game.accessLevel === 'admin') return plays ? 'You help run this game and play in it.' : 'You help run this game.';
  if (game.accessLevel === 'player') return plays ? 'You play in this game.' : 'You enter scores in this game.';
  return 'You follow this game as a viewer.';
}

/** A game's card line under its name: the course (or 'No course'), the format and the day it was made. */
export function gameSubtitle(game: { firstRoundCourse: { name: string } | null; gameType: GameTypeId; createdAt: string }): string {
  return `${game.firstRoundCourse?.name ?? 'No course'} · ${gameTypeDefinition(game.gameType).name} · ${createdDateText(game.createdAt)}`;
}

/** "Nov 21, 2026", or 'Unknown date' when the date cannot be read. */
export function createdDateText(createdAt: string | null | undefined): string {
  const date = createdAt ? new Date(createdAt) : null;
  if (!date || Number.isNaN(date.getTime())) return 'Unknown date';
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** "1 player", "4 players". */
export const playersText = (count: number) => `${count} ${count === 1 ? 'player' : 'players'}`;
