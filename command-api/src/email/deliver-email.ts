import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { EmailMessage } from './email-message.ts';

export interface EmailDeliveryOptions {
  /** smtp://user:password@host:port; when absent, mail goes to `outboxDir`. */
  smtpUrl: string | undefined;
  outboxDir: string;
  from: string;
  log: { info(object: object, message: string): void };
}

export type DeliveryResult = { via: 'smtp'; messageId: string } | { via: 'outbox'; file: string };

/** A name the file system accepts on every platform, still recognisable as the address. */
const fileSafe = (text: string) => text.replace(/[^A-Za-z0-9@._+-]/g, '_');

async function writeToOutbox(outboxDir: string, message: EmailMessage, now: Date): Promise<string> {
  await mkdir(outboxDir, { recursive: true });
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const body = JSON.stringify({ to: message.to, subject: message.subject, text: message.text, html: message.html }, null, 2);
  for (let attempt = 0; ; attempt += 1) {
    const file = join(outboxDir, `${stamp}${attempt ? `-${attempt}` : ''}-${fileSafe(message.to)}.json`);
    try {
      await writeFile(file, body, { flag: 'wx' });
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 100) throw error;
    }
  }
}

/**
 * Sends through the SMTP server of `smtpUrl`, or, with none, writes the mail as JSON
 * (`<timestamp>-<to>.json` with to, subject, text, html) into `outboxDir` and logs its link, so
 * a developer without a mail server can still follow a reset link.
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
    options.log.info(
      { to: message.to, file, link: message.link },
      `e-mail written to the outbox${message.link ? `; link: ${message.link}` : ''}`,
    );
    return { via: 'outbox', file };
  };
}
