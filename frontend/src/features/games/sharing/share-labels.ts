import type { GameAccessLevel, ShareVia } from '@golf/contracts';

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

/** The clubhouse-screen link of a viewer link: the same code, the TV view instead of the join screen. */
export function tvLinkOf(viewerLink: string): string {
  return viewerLink.replace(/\/join\?/, '/tv?');
}
