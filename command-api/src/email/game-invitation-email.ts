import type { EmailMessage } from './email-message.ts';

const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => htmlEntities[character] ?? character);

/** What the invitation says a level lets you do. */
const whatYouMayDo = {
  admin: 'run it with the organiser: set it up, enter any score and move play along',
  player: 'follow the leaderboard and enter your scores from your phone',
  viewer: 'follow the leaderboard live',
} as const;

export interface GameInvitation {
  to: string;
  gameName: string;
  sharedBy: string;
  level: keyof typeof whatYouMayDo;
  /** The game's join screen on this share: it shows the game, then opens it once you sign in or sign up there. */
  link: string;
  /** Whether an account holds the address yet: without one, the mail says to create it. */
  hasAccount: boolean;
}

/** The e-mail telling someone a game was shared with them (the BullMQ `email` job sends it). */
export function gameInvitationEmail(invitation: GameInvitation): EmailMessage {
  const { to, gameName, sharedBy, level, link, hasAccount } = invitation;
  const account = hasAccount
    ? 'Sign in with this e-mail address to open it.'
    : 'Create an account with this e-mail address from the link (or sign in there) and the game opens for you.';
  const intro = `${sharedBy} shared the golf game “${gameName}” with you, so you can ${whatYouMayDo[level]}.`;
  return {
    to,
    subject: `${sharedBy} shared “${gameName}” with you`,
    text: ['Hi,', '', intro, account, '', link, ''].join('\n'),
    html: [
      '<p>Hi,</p>',
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${escapeHtml(account)}</p>`,
      `<p><a href="${escapeHtml(link)}">Open “${escapeHtml(gameName)}”</a></p>`,
    ].join('\n'),
    link,
  };
}
