import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The link to `path` (e.g. '/confirm-super-admin') in a mail the app's worker wrote to the
 * outbox folder for `email` (no SMTP in the browser tests), waiting for the worker to write it.
 * Mails are read from the outbox, never from the log: links are logged only in development.
 */
export async function mailedLink(outboxDir: string, email: string, path: string, timeoutMs = 30_000): Promise<URL> {
  const pattern = new RegExp(`https?://[^\\s"'<>\\\\]+${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\?[^\\s"'<>\\\\]+`);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const name of await readdir(outboxDir).catch(() => [] as string[])) {
      if (!name.endsWith('.json') || name.startsWith('.')) continue;
      const mail = JSON.parse(await readFile(join(outboxDir, name), 'utf8').catch(() => '{}')) as { to?: string; text?: string };
      const found = mail.to === email ? pattern.exec(mail.text ?? '') : null;
      if (found) return new URL(found[0]);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${email} with a ${path} link appeared in ${outboxDir} within ${timeoutMs} ms`);
}
