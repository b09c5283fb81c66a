import { RESET_TOKEN_LIFETIME_MS } from '../auth/reset-token.ts';
import type { EmailMessage } from './email-message.ts';

const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => htmlEntities[character] ?? character);

/** The e-mail carrying a password reset link. */
export function passwordResetEmail(to: string, link: string, firstName: string | null): EmailMessage {
  const minutes = RESET_TOKEN_LIFETIME_MS / 60_000;
  const greeting = firstName ? `Hi ${firstName},` : 'Hi,';
  return {
    to,
    subject: 'Reset your password',
    text: [
      greeting,
      '',
      'Someone (hopefully you) asked to reset the password of your golf scoring account.',
      `Open this link within ${minutes} minutes to choose a new password:`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      '<p>Someone (hopefully you) asked to reset the password of your golf scoring account.</p>',
      `<p><a href="${escapeHtml(link)}">Choose a new password</a> (the link works for ${minutes} minutes).</p>`,
      '<p>If you did not ask for this, ignore this e-mail: your password stays as it is.</p>',
    ].join('\n'),
    link,
  };
}
