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

/**
 * What to do after a miss: a code a link brought may have been replaced by the organiser (new
 * links), so ask them for one; a typed code may be mistyped. Either way, another code may be entered.
 */
export function nextStepAfterMiss(fromLink: boolean): string {
  return fromLink
    ? 'This link no longer opens a game: the organiser may have made new links. Ask them for a new one, or enter another code.'
    : 'Check the code with whoever gave it to you, or enter another code.';
}

/**
 * What the join card asks for: a code still to type, or (the code in the box) what it opened. A
 * link's code is filled in already, so the card does not ask for it again.
 */
export function joinCardText({ code, fromLink, opened }: { code: string; fromLink: boolean; opened: boolean }): string {
  if (code.length < JOIN_CODE_LENGTH) return 'Enter the 6-character code you were given.';
  if (!opened) return fromLink ? 'Your link brought this code.' : 'Checking the code you entered.';
  return fromLink ? 'Your link brought the code: this is the game it opens.' : 'This is the game your code opens.';
}

/** The plain address 'Enter Game' has for a viewer code: the board, drawn by the server even without JavaScript (decision 0704). */
export const viewerBoardAddress = (gameId: string, code: string) => `/game/${gameId}/leaderboard?code=${encodeURIComponent(code)}`;

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
