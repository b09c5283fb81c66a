import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One e-mail the worker wrote to the outbox folder (no SMTP server in tests). */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export async function outboxFiles(outboxDir: string): Promise<string[]> {
  return (await readdir(outboxDir).catch(() => [])).sort();
}

function wholeJson(text: string): Omit<OutboxMail, 'file'> | null {
  try {
    return JSON.parse(text) as Omit<OutboxMail, 'file'>;
  } catch {
    return null;
  }
}

/** Waits (up to 15 s) for the worker to write one more mail than `known`, and answers the newest. */
export async function nextMail(outboxDir: string, known: number): Promise<OutboxMail> {
  for (let waited = 0; waited < 15_000; waited += 50) {
    const files = await outboxFiles(outboxDir);
    if (files.length > known) {
      const file = files.at(-1) as string;
      // The worker may still be writing it: a file that is not whole JSON yet is read again.
      const text = await readFile(join(outboxDir, file), 'utf8');
      const mail = wholeJson(text);
      if (mail) return { file, ...mail };
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
