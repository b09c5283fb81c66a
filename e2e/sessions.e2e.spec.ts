import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPhonePage, signedInPhonePage } from './support/browser.ts';
import { registerAccount } from './support/test-api.ts';

const run = Date.now().toString(36);
const account = { username: `sam${run}`, email: `sam.${run}@example.com`, firstName: 'Sam', lastName: 'Reed', handicap: 8 };
const firstPassword = 'game-password';
const newPassword = 'a-better-password';

const toastWith = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text, { exact: true });
const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('authToken'));
/** The status GET /api/auth/user answers `token`. */
const userStatus = async (token: string) =>
  (await fetch(`${inject('appUrl')}/api/auth/user`, { headers: { Authorization: `Bearer ${token}` } })).status;

async function signIn(page: Page, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(password);
  await page.locator('form').getByRole('button', { name: 'Sign In' }).click();
}

describe('sessions: change the password on the profile, and sign out, ending the sessions on the server', () => {
  let browser: Browser;
  let phone: Page;
  /** Another phone signed in to the same account before the change: a stolen one, say. */
  let stolen: Page;
  let stolenToken: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    stolenToken = (await registerAccount(account)).token;
    stolen = await signedInPhonePage(browser, stolenToken, { baseURL: inject('appUrl') });
    phone = await newPhonePage(browser, { baseURL: inject('appUrl') });
    phone.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('both phones are signed in', async () => {
    await signIn(phone, firstPassword);
    await toastWith(phone, 'Welcome back!').waitFor();
    await stolen.goto('/');
    await stolen.getByRole('heading', { level: 1, name: account.firstName }).waitFor();
  });

  it('refuses a wrong current password on the profile, under the field, and changes nothing', async () => {
    await phone.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    await phone.getByRole('button', { name: 'Change Password' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByLabel('Current Password').fill('not-my-password');
    await dialog.getByLabel('New Password').fill('short');
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await dialog.getByText('Password must be at least 8 characters').waitFor();

    await dialog.getByLabel('New Password').fill(newPassword);
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await toastWith(phone, 'Error changing password').waitFor();
    await dialog.locator('.field__error', { hasText: 'Current password is incorrect' }).waitFor();
    expect(await userStatus(stolenToken)).toBe(200);
  });

  it('changes it: this phone stays signed in, the other is sent to sign in, saying why', async () => {
    const before = await storedToken(phone);
    const dialog = phone.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByLabel('Current Password').fill(firstPassword);
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await toastWith(phone, 'Password changed').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const after = await storedToken(phone);
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);

    await phone.reload();
    await phone.getByRole('heading', { name: `${account.firstName} ${account.lastName}` }).waitFor();
    expect(await userStatus(before!)).toBe(401);

    await stolen.goto('/games');
    await toastWith(stolen, 'Your session has ended. Please sign in again.').waitFor();
    await stolen.waitForURL((url) => url.pathname === '/auth');
  });

  it('signs out: the server ends the session, so the token no longer works anywhere', async () => {
    const token = (await storedToken(phone))!;
    await phone.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await phone.getByRole('button', { name: 'Profile menu' }).click();
    await phone.getByRole('menuitem', { name: 'Sign Out' }).click();
    await phone.getByRole('link', { name: 'Get Started' }).waitFor();
    expect(new URL(phone.url()).pathname).toBe('/');
    await expect.poll(() => userStatus(token)).toBe(401);
  });

  it('signs in with the new password only', async () => {
    await signIn(phone, firstPassword);
    await toastWith(phone, 'Sign in failed').waitFor();
    await signIn(phone, newPassword);
    await toastWith(phone, 'Welcome back!').waitFor();
  });
});
