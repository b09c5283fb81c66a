import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isOutboxMail } from '../email/deliver-email.ts';

/** One e-mail the worker wrote to the outbox folder (no SMTP server in tests). */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export async function outboxFiles(outboxDir: string): Promise<string[]> {
  return (await readdir(outboxDir).catch(() => [])).filter(isOutboxMail).sort();
}

/** Waits (up to 15 s) for the worker to write one more mail than `known`, and answers the newest. */
export async function nextMail(outboxDir: string, known: number): Promise<OutboxMail> {
  for (let waited = 0; waited < 15_000; waited += 50) {
    const files = await outboxFiles(outboxDir);
    if (files.length > known) {
      const file = files.at(-1) as string;
      // A mail is in the outbox whole or not at all (deliver-email.ts).
      const mail = JSON.parse(await readFile(join(outboxDir, file), 'utf8')) as Omit<OutboxMail, 'file'>;
      return { file, ...mail };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no e-mail reached the outbox within 15 s');
}

/** The reset link in a mail's text. */
export function resetLinkIn(mail: OutboxMail): URL {
  const match = /https?:\/\/\S+\/reset-password\?\S+/.exec(mail.text);
  if (!match) throw new Error(`no reset link in the mail to ${mail.to}`);
  return new URL(match[0]);
}
