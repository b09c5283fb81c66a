import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, signedInPhonePage } from './support/browser.ts';
import { mailedLink } from './support/outbox.ts';
import { apiCall, registerAccount } from './support/test-api.ts';

const run = Date.now().toString(36);
const kim = { username: `kim${run}`, email: `kim.${run}@example.com`, firstName: 'Kim', lastName: 'Park', handicap: 8 };
const newEmail = `kim.new.${run}@example.com`;
const shots = process.env.E2E_SCREENSHOTS_DIR;

/**
 * A new e-mail on the profile needs the current password and changes only once the link mailed to
 * it is opened (docs/decisions/0730-an-address-takes-its-pending-shares-only-once-proved.md).
 */
describe('changing the e-mail address on the profile', () => {
  let browser: Browser;
  let phone: Page;
  let token: string;

  beforeAll(async () => {
    token = (await registerAccount(kim)).token;
    browser = await launchBrowser();
    phone = await signedInPhonePage(browser, token, { baseURL: inject('appUrl') });
    phone.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('asks for the current password once the address differs, and says where the link went', async () => {
    await phone.goto('/profile');
    await phone.getByText(`${kim.email} (not confirmed)`).waitFor();
    await phone.getByRole('main').getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Update Profile' });
    expect(await dialog.getByLabel('Current password').count(), 'no password asked while the address stays').toBe(0);
    await dialog.getByLabel('Email').fill(newEmail);
    await dialog.getByLabel('Current password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await phone.getByText('Current password is incorrect').first().waitFor();
    await dialog.getByLabel('Current password').fill('game-password');
    if (shots) await phone.screenshot({ path: `${shots}/profile-email-change.png` });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await phone.getByText(`We sent a confirmation link to ${newEmail}.`, { exact: false }).first().waitFor();
    await phone.getByRole('heading', { name: 'New email waiting for confirmation' }).waitFor();
    if (shots) await phone.screenshot({ path: `${shots}/profile-email-pending.png`, fullPage: true });
    expect((await apiCall('GET', '/api/auth/user', { token })).email, 'the old address stays until confirmed').toBe(kim.email);
  });

  it('the mailed link lands on a screen that says the address is confirmed', async () => {
    const link = await mailedLink(inject('outboxDir'), newEmail, '/confirm-email');
    await phone.goto(link.pathname + link.search);
    await phone.getByRole('heading', { name: 'Email confirmed' }).waitFor();
    await phone.getByText(newEmail).first().waitFor();
    if (shots) await phone.screenshot({ path: `${shots}/email-confirmed.png` });
    expect(await apiCall('GET', '/api/auth/user', { token })).toMatchObject({ email: newEmail, emailConfirmed: true, pendingEmail: null });
    await phone.getByRole('link', { name: 'Go to Home' }).click();
    await phone.goto('/profile');
    await phone.getByText(newEmail, { exact: true }).waitFor();
    expect(await phone.getByRole('heading', { name: 'New email waiting for confirmation' }).count()).toBe(0);
  });
});
