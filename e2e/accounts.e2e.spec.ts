import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPhonePage } from './support/browser.ts';
import { signUpThroughForm } from './support/sign-up.ts';

const run = Date.now().toString(36);
const account = {
  username: `ann${run}`,
  email: `ann.${run}@example.com`,
  firstName: 'Ann',
  lastName: 'Lee',
  handicap: '12.4',
  password: 'first-password',
  newPassword: 'second-password',
};

/** The readable text of one outbox file: the string fields of a JSON mail, else the file as is. */
function mailText(raw: string): string {
  try {
    const mail: unknown = JSON.parse(raw);
    if (typeof mail === 'object' && mail !== null) {
      return Object.values(mail)
        .filter((value): value is string => typeof value === 'string')
        .join('\n');
    }
  } catch {
    // Not JSON: a plain-text or .eml mail.
  }
  return raw;
}

/** The reset link e-mailed to `email` (path and query): one outbox file per mail. */
async function findResetLink(outboxDir: string, email: string, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = await readdir(outboxDir).catch(() => [] as string[]);
    for (const name of names) {
      const raw = await readFile(join(outboxDir, name), 'utf8').catch(() => '');
      const text = mailText(raw).replaceAll('&amp;', '&');
      for (const match of text.matchAll(/https?:\/\/[^\s"'<>\\]+\/reset-password\?[^\s"'<>\\]+/g)) {
        const link = new URL(match[0]);
        if (link.searchParams.get('email') === email && link.searchParams.get('token')) return link.pathname + link.search;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No reset link for ${email} appeared in ${outboxDir} within ${timeoutMs} ms`);
}

const toastWith = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text, { exact: true });

async function signIn(page: Page, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(password);
  await page.locator('form').getByRole('button', { name: 'Sign In' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.getByRole('link', { name: 'Get Started' }).waitFor();
}

describe('accounts: register, sign out and in, reset the password, edit the profile', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPhonePage(browser, { baseURL: inject('appUrl') });
    page.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('creates an account from the landing page and lands on home', async () => {
    await signUpThroughForm(page, account);

    await toastWith(page, 'Account created!').waitFor();
    await toastWith(page, "Welcome to Golf Scorer. You're now signed in.").waitFor();
    await page.getByRole('heading', { name: 'Ready for a Round?' }).waitFor();
    await page.getByText('Welcome to Golf Scorer,', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(account.firstName);
  });

  it('leaves the toast behind on the screen it was shown on: moving on later never carries it over the next header (decision 0703)', async () => {
    await toastWith(page, 'Account created!').waitFor();
    await page.waitForTimeout(1100);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await expect.poll(() => toastWith(page, 'Account created!').count()).toBe(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();
  });

  it('signs out to the landing page and forgets the token', async () => {
    await signOut(page);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.evaluate(() => window.localStorage.getItem('authToken'))).resolves.toBeNull();
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Get Started' }).waitFor();
  });

  it('refuses a wrong password and signs in with the right one', async () => {
    await signIn(page, 'not-my-password');
    await toastWith(page, 'Sign in failed').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');

    await signIn(page, account.password);
    await toastWith(page, 'Welcome back!').waitFor();
    await page.getByRole('heading', { name: 'Ready for a Round?' }).waitFor();
  });

  it('requests a reset e-mail from the sign-in card', async () => {
    await signOut(page);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Email' }).click();
    await toastWith(page, 'Reset email sent').waitFor();
    await expect(
      toastWith(page, 'If an account with that email exists, you will receive a password reset email.').isVisible(),
    ).resolves.toBe(true);
  });

  it('resets the password through the e-mailed link', async () => {
    const link = await findResetLink(inject('outboxDir'), account.email);
    await page.goto(link);
    await page.getByText('Resetting password for').waitFor();
    await expect(page.getByText(account.email, { exact: true }).isVisible()).resolves.toBe(true);
    await page.getByLabel('New Password').fill(account.newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByRole('heading', { name: 'Password Reset Successful' }).waitFor();
    await page.getByRole('link', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
  });

  it('signs in with the new password only', async () => {
    await signIn(page, account.password);
    await toastWith(page, 'Sign in failed').waitFor();

    await signIn(page, account.newPassword);
    await toastWith(page, 'Welcome back!').waitFor();
    await page.getByRole('heading', { name: 'Ready for a Round?' }).waitFor();
  });

  it('edits the profile: new first name, handicap unset', async () => {
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Profile' });
    await expect(dialog.getByLabel('Handicap index (optional)').inputValue()).resolves.toBe(account.handicap);
    await dialog.getByLabel('First name').fill('Annie');
    await dialog.getByLabel('Handicap index (optional)').fill('');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Annie' }).waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('heading', { name: 'Annie Lee' }).waitFor();
    const handicapRow = page.locator('.detail-list__row', { hasText: 'Handicap index' });
    await expect(handicapRow.locator('dd').textContent()).resolves.toBe('Not set');
  });
});
