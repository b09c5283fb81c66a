import type { EmailMessage } from './email-message.ts';

const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => htmlEntities[character] ?? character);

/**
 * The link that proves the account holds `to`: a new address asked for on the profile (`change`),
 * or the account's own address, unproved (`own`: a new account with games shared with it waiting,
 * or one that asked for the link on its profile).
 */
export function emailConfirmationEmail(to: string, link: string, firstName: string, reason: 'change' | 'own'): EmailMessage {
  const greeting = `Hi ${firstName},`;
  const why =
    reason === 'change'
      ? 'You asked to use this address for your golf scoring account. It becomes your sign-in address once you open this link'
      : 'Please confirm that this address is yours. Games shared with it by email open in your golf scoring account once you open this link';
  const after = 'within 24 hours, signed in to your account:';
  const ignore =
    reason === 'change'
      ? 'If you did not ask for this, ignore this e-mail: no account takes this address until the link is opened.'
      : 'If you have no account with us, ignore this e-mail: nothing shared with this address opens until the link is opened.';
  return {
    to,
    subject: 'Confirm your email address',
    text: [greeting, '', `${why} ${after}`, '', link, '', ignore].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(why)} ${escapeHtml(after)}</p>`,
      `<p><a href="${escapeHtml(link)}">Confirm ${escapeHtml(to)}</a></p>`,
      `<p>${escapeHtml(ignore)}</p>`,
    ].join('\n'),
    link,
  };
}

/** Tells an account's address that a move to `newEmail` was asked for (with the account's password). */
export function emailChangeNoticeEmail(to: string, newEmail: string, firstName: string): EmailMessage {
  const greeting = `Hi ${firstName},`;
  const what = `Someone signed in to your golf scoring account asked to change its email address from ${to} to ${newEmail}. Nothing changes until a link sent to ${newEmail} is opened; until then you sign in with ${to}.`;
  const ifNot =
    'If this was not you, sign in, change your password on your profile (that signs every other phone out) and ask for your own address again.';
  return {
    to,
    subject: 'Your email address is being changed',
    text: [greeting, '', what, '', ifNot].join('\n'),
    html: [`<p>${escapeHtml(greeting)}</p>`, `<p>${escapeHtml(what)}</p>`, `<p>${escapeHtml(ifNot)}</p>`].join('\n'),
  };
}
