import { link, mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { EmailMessage } from './email-message.ts';

export interface EmailDeliveryOptions {
  /** smtp://user:password@host:port; when absent, mail goes to `outboxDir`. */
  smtpUrl: string | undefined;
  outboxDir: string;
  from: string;
  /**
   * Development only (NODE_ENV=development, as `npm run dev` sets): a mail written to the outbox
   * has its link logged too. Elsewhere a log is kept and shipped, and a reset link in it would
   * let whoever reads the log take the account; the link stays in the outbox file.
   */
  logLinks: boolean;
  log: { info(object: object, message: string): void };
}

export type DeliveryResult = { via: 'smtp'; messageId: string } | { via: 'outbox'; file: string };

/** A name the file system accepts on every platform, still recognisable as the address. */
const fileSafe = (text: string) => text.replace(/[^A-Za-z0-9@._+-]/g, '_');

/** Whether `name` is a whole mail of the outbox (a mail being written is a hidden `.partial` file). */
export const isOutboxMail = (name: string) => name.endsWith('.json') && !name.startsWith('.');

/**
 * Writes the mail whole under a hidden name, then links it to its own name (which fails, never
 * overwrites, when a mail of the same instant and address is there: the next name is tried), so
 * whoever reads the outbox sees a mail complete or not at all.
 */
async function writeToOutbox(outboxDir: string, message: EmailMessage, now: Date): Promise<string> {
  await mkdir(outboxDir, { recursive: true });
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const body = JSON.stringify({ to: message.to, subject: message.subject, text: message.text, html: message.html }, null, 2);
  const to = fileSafe(message.to);
  const partial = join(outboxDir, `.${stamp}-${to}-${process.pid}-${Math.random().toString(36).slice(2)}.partial`);
  await writeFile(partial, body, { flag: 'wx' });
  try {
    for (let attempt = 0; ; attempt += 1) {
      const file = join(outboxDir, `${stamp}${attempt ? `-${attempt}` : ''}-${to}.json`);
      try {
        await link(partial, file);
        return file;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 100) throw error;
      }
    }
  } finally {
    await unlink(partial).catch(() => undefined);
  }
}

/**
 * Sends through the SMTP server of `smtpUrl`, or, with none, writes the mail as JSON
 * (`<timestamp>-<to>.json` with to, subject, text, html) into `outboxDir` (and, in development,
 * logs its link), so a developer without a mail server can still follow a reset link.
 */
export function createEmailDelivery(options: EmailDeliveryOptions): (message: EmailMessage) => Promise<DeliveryResult> {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return async (message) => {
    if (transport) {
      const sent = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      return { via: 'smtp', messageId: String(sent.messageId) };
    }
    const file = await writeToOutbox(options.outboxDir, message, new Date());
    const link = options.logLinks ? message.link : undefined;
    options.log.info({ to: message.to, file, link }, `e-mail written to the outbox${link ? `; link: ${link}` : ''}`);
    return { via: 'outbox', file };
  };
}

/**
 * The one line start-up says about e-mail when there is no SMTP server: nothing is sent, where
 * the mails go instead, and whether their links are logged. Null with SMTP.
 */
export function outboxNotice(options: Pick<EmailDeliveryOptions, 'smtpUrl' | 'outboxDir' | 'logLinks'>): string | null {
  if (options.smtpUrl) return null;
  const links = options.logLinks
    ? 'their links are logged too (development)'
    : 'open them there for their links (the log shows links only with NODE_ENV=development, as `npm run dev` sets)';
  return `No SMTP_URL: e-mails are not sent but written to ${options.outboxDir}; ${links}.`;
}
