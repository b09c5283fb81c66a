import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmailDelivery, isOutboxMail, outboxNotice } from './deliver-email.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function outboxDelivery(logLinks = false) {
  const outboxDir = mkdtempSync(join(tmpdir(), 'golf-outbox-'));
  dirs.push(outboxDir);
  const logged: string[] = [];
  const deliver = createEmailDelivery({
    smtpUrl: undefined,
    outboxDir,
    from: 'golf@example.com',
    logLinks,
    log: { info: (object, message) => logged.push(`${message} ${JSON.stringify(object)}`) },
  });
  return { outboxDir, deliver, logged };
}

const mail = (n: number) => ({
  to: 'ann@example.com',
  subject: `Mail ${n}`,
  text: `text ${n} ${'x'.repeat(50_000)}`,
  html: `<p>${n}</p>`,
  link: `http://localhost/reset-password?token=${n}`,
});

describe('the outbox, without an SMTP server', () => {
  it('given mails sent at once to one address, then each is its own whole file and nothing half-written is left', async () => {
    const { outboxDir, deliver } = outboxDelivery();
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => deliver(mail(n))));

    const files = readdirSync(outboxDir);
    expect(files.every(isOutboxMail)).toBe(true);
    expect(files).toHaveLength(6);
    const subjects = files.map((file) => (JSON.parse(readFileSync(join(outboxDir, file), 'utf8')) as { subject: string }).subject);
    expect(subjects.sort()).toEqual(['Mail 1', 'Mail 2', 'Mail 3', 'Mail 4', 'Mail 5', 'Mail 6']);
    expect(results.map((r) => r.via)).toEqual(Array(6).fill('outbox'));
  });

  it('given no development setting, then the log names the file and never the link', async () => {
    const { deliver, logged } = outboxDelivery();
    await deliver(mail(1));
    expect(logged[0]).toContain('e-mail written to the outbox');
    expect(logged[0]).not.toContain('reset-password');
  });

  it('given development, then the link is logged too', async () => {
    const { deliver, logged } = outboxDelivery(true);
    await deliver(mail(1));
    expect(logged[0]).toContain('link: http://localhost/reset-password?token=1');
  });

  it('says once at start-up, without SMTP, where mail goes and whether links are logged', () => {
    expect(outboxNotice({ smtpUrl: 'smtp://mail:25', outboxDir: '/o', logLinks: false })).toBeNull();
    expect(outboxNotice({ smtpUrl: undefined, outboxDir: '/o', logLinks: false })).toMatch(
      /not sent but written to \/o; .*links only with NODE_ENV=development/,
    );
    expect(outboxNotice({ smtpUrl: undefined, outboxDir: '/o', logLinks: true })).toMatch(/links are logged too/);
  });

  it('given a name that is not a finished mail, then readers pass over it', () => {
    expect(isOutboxMail('2026-11-26T10-00-00-000Z-ann@example.com.json')).toBe(true);
    expect(isOutboxMail('.2026-11-26T10-00-00-000Z-ann@example.com-77-abc.partial')).toBe(false);
    expect(isOutboxMail('notes.txt')).toBe(false);
  });
});
