import type { GameAccessLevel, GameView, ShareVia } from '@golf/contracts';

export const levelLabels: Record<GameAccessLevel, string> = { admin: 'Admin', player: 'Player', viewer: 'Viewer' };

/** How a share came about, as the Manage tab says it. */
export const viaLabels: Record<ShareVia, string> = {
  email_share: 'Shared by e-mail',
  code: 'Joined with a code',
  player_account: 'Plays with their account',
};

/** What each level lets its holder do, under its link. */
export const levelPromises: Record<GameAccessLevel, string> = {
  admin: 'Full access: settings, players, courses, any score and the game’s flow.',
  player: 'Sees everything and enters the scores of their own player.',
  viewer: 'Follows the leaderboard and scores live. No account needed.',
};

/** The line of text the phone's share sheet sends with each link (Messages, WhatsApp, e-mail). */
export const shareLines = {
  admin: (game: string) => `Help run “${game}”: this link gives full access to the game.`,
  player: (game: string, player: string) => `Your link to “${game}”: enter ${player}’s scores from your phone.`,
  viewer: (game: string) => `Follow “${game}” live: the leaderboard and scores, no account needed.`,
  tv: (game: string) => `The clubhouse screen for “${game}”: the leaderboard in large type, live.`,
};

/** The clubhouse-screen link of a viewer link: the same code, the TV view instead of the join screen. */
export function tvLinkOf(viewerLink: string): string {
  return viewerLink.replace(/\/join\?/, '/tv?');
}

/**
 * The tab the dialog opens on: the link people are most often sent, Player while the game is
 * being set up, Viewer once it is under way or over (spectators follow it then; the players are
 * in). Admin comes last, so the first QR code on screen never gives away full control of the game.
 */
export function firstShareTab(status: GameView['status']): 'player' | 'viewer' {
  return status === 'setup' ? 'player' : 'viewer';
}
