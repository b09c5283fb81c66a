import type { GameAccessLevel } from '@golf/contracts';

/** Access codes are 6 characters (spec 9). */
export const JOIN_CODE_LENGTH = 6;

/** A code as typed or pasted: upper case, letters and digits only, at most 6. */
export function normalizeJoinCode(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, JOIN_CODE_LENGTH);
}

/** Where 'Enter Game' leads (spec 2, Join): an admin to the edit screen, a player to scoring, a viewer to the leaderboard. */
export function screenAfterJoin(gameId: string, level: GameAccessLevel): string {
  if (level === 'admin') return `/game/${gameId}/edit`;
  if (level === 'player') return `/game/${gameId}/scoring`;
  return `/game/${gameId}/leaderboard`;
}

/** The session keeps the level joined with, together with the game (spec 2, Join). */
const JOINED_KEY = 'joinedGame';

export function rememberJoinedLevel(gameId: string, level: GameAccessLevel): void {
  try {
    window.sessionStorage.setItem(JOINED_KEY, JSON.stringify({ gameId, level }));
  } catch {
    // Without session storage the server's answer on each screen is all there is; nothing lost.
  }
}
