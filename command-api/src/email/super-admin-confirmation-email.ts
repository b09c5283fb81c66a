import type { EmailMessage } from './email-message.ts';

const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => htmlEntities[character] ?? character);

/**
 * The e-mail sent when an address SUPER_ADMIN_EMAILS lists registers: the role is granted only
 * when its link is opened by the account signed in with this address.
 */
export function superAdminConfirmationEmail(to: string, link: string, firstName: string): EmailMessage {
  const greeting = `Hi ${firstName},`;
  return {
    to,
    subject: 'Confirm your super admin access',
    text: [
      greeting,
      '',
      'This address is listed as a super admin of the golf scoring app. To take up the role, open this',
      `link within 24 hours, signed in as ${to}:`,
      '',
      link,
      '',
      'If you did not sign up, ignore this e-mail: nothing is granted until the link is opened.',
    ].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      '<p>This address is listed as a super admin of the golf scoring app.</p>',
      `<p><a href="${escapeHtml(link)}">Confirm super admin access</a> within 24 hours, signed in as ${escapeHtml(to)}.</p>`,
      '<p>If you did not sign up, ignore this e-mail: nothing is granted until the link is opened.</p>',
    ].join('\n'),
    link,
  };
}
