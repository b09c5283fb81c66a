import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPhonePage, signedInPhonePage } from './support/browser.ts';
import { mailedLink } from './support/outbox.ts';
import { E2E_CONFIRMED_SUPER_ADMIN_EMAIL } from './support/super-admin.ts';
import { apiCall, registerAccount } from './support/test-api.ts';

const run = Date.now().toString(36);
const ann = { username: `ann${run}`, email: `ann.${run}@example.com`, firstName: 'Ann', lastName: 'Smith', handicap: 12 };
const ben = { username: `ben${run}`, email: `ben.${run}@example.com`, firstName: 'Ben', lastName: 'Jones', handicap: 20 };
const shots = process.env.E2E_SCREENSHOTS_DIR;

const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('authToken'));
const signedInAs = async (page: Page) => {
  const token = await storedToken(page);
  return token ? String((await apiCall('GET', '/api/auth/user', { token })).email) : null;
};
const userStatus = async (token: string) =>
  (await fetch(`${inject('appUrl')}/api/auth/user`, { headers: { Authorization: `Bearer ${token}` } })).status;

describe('sign-in links never switch accounts silently', () => {
  let browser: Browser;
  let annPhone: Page;
  let benPhone: Page;
  let benToken: string;
  let annToken: string;
  let link: string;

  beforeAll(async () => {
    const annAccount = await registerAccount(ann);
    const benAccount = await registerAccount(ben);
    annToken = annAccount.token;
    benToken = benAccount.token;
    browser = await launchBrowser();
    annPhone = await signedInPhonePage(browser, annToken, { baseURL: inject('appUrl') });
    benPhone = await signedInPhonePage(browser, benToken, { baseURL: inject('appUrl') });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('makes a one-time link on the profile: a code in the address, never a session token', async () => {
    await annPhone.goto('/profile');
    const made = annPhone.waitForResponse((response) => response.url().endsWith('/api/auth/sign-in-links'));
    await annPhone.getByRole('button', { name: 'Make a sign-in link' }).click();
    link = ((await (await made).json()) as { link: string }).link;
    await annPhone.getByRole('img', { name: 'QR code of the sign-in link' }).waitFor();
    await annPhone.getByText(/^Works once, until /).waitFor();
    if (shots) await annPhone.screenshot({ path: `${shots}/sign-in-link-made.png`, fullPage: true });
    const address = new URL(link);
    expect(address.pathname).toBe('/auth');
    expect(address.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link).not.toContain(annToken);
  });

  it('asks a phone signed in as Ben whose account the link opens, and staying changes nothing', async () => {
    await benPhone.goto(link);
    await benPhone.getByRole('heading', { name: 'Switch account?' }).waitFor();
    await benPhone.getByText('This link signs this phone in as').waitFor();
    // The code is kept by the screen, not left in the address or the history.
    expect(new URL(benPhone.url()).searchParams.get('token')).toBeNull();
    if (shots) await benPhone.screenshot({ path: `${shots}/sign-in-link-switch.png` });
    const stay = benPhone.getByRole('link', { name: 'Stay as Ben Jones' });
    expect(await benPhone.getByRole('button', { name: 'Continue as Ann Smith' }).isVisible()).toBe(true);
    await stay.click();
    await benPhone.waitForURL((url) => url.pathname === '/');
    expect(await signedInAs(benPhone)).toBe(ben.email);
    expect(await userStatus(benToken)).toBe(200);
  });

  it('switches to Ann only when asked to, signing Ben out; the link works once', async () => {
    await benPhone.goto(link);
    await benPhone.getByRole('button', { name: 'Continue as Ann Smith' }).click();
    await benPhone.waitForURL((url) => url.pathname === '/');
    await benPhone.getByText('Signed in as Ann Smith').waitFor();
    expect(await signedInAs(benPhone)).toBe(ann.email);
    await expect.poll(() => userStatus(benToken)).toBe(401);

    const again = await newPhonePage(browser, { baseURL: inject('appUrl') });
    await again.goto(link);
    await again.getByRole('heading', { name: 'Sign-in link not valid' }).waitFor();
    expect(await storedToken(again)).toBeNull();
    if (shots) await again.screenshot({ path: `${shots}/sign-in-link-spent.png` });
  });

  it('never stores a session token put in the address (the old kind of link): a signed-out phone stays signed out', async () => {
    const phone = await newPhonePage(browser, { baseURL: inject('appUrl') });
    await phone.goto(`/auth?token=${encodeURIComponent(annToken)}`);
    await phone.getByRole('heading', { name: 'Sign-in link not valid' }).waitFor();
    expect(await storedToken(phone)).toBeNull();
    await phone.getByRole('button', { name: 'Sign In' }).click();
    await phone.getByLabel('Email').waitFor();
  });

  it('makes a listed super-admin address a super admin only once its e-mailed link is confirmed, signed in', async () => {
    const boss = { username: `conf${run}`, email: E2E_CONFIRMED_SUPER_ADMIN_EMAIL, firstName: 'Cora', lastName: 'Chief', handicap: 5 };
    const registered = await apiCall('POST', '/api/auth/register', { body: { ...boss, password: 'boss-password' } });
    expect((registered.user as { isSuperAdmin: boolean }).isSuperAdmin).toBe(false);
    const confirmation = await mailedLink(inject('outboxDir'), boss.email, '/confirm-super-admin');

    const phone = await newPhonePage(browser, { baseURL: inject('appUrl') });
    phone.setDefaultTimeout(15_000);
    await phone.goto(confirmation.pathname + confirmation.search);
    await phone.getByRole('heading', { name: 'Confirm super admin access' }).waitFor();
    await phone.getByRole('link', { name: 'Sign In' }).click();
    await phone.getByLabel('Email').fill(boss.email);
    await phone.getByLabel('Password').fill('boss-password');
    await phone.locator('form').getByRole('button', { name: 'Sign In' }).click();
    await phone.getByRole('button', { name: 'Confirm' }).waitFor();
    if (shots) await phone.screenshot({ path: `${shots}/confirm-super-admin.png` });
    await phone.getByRole('button', { name: 'Confirm' }).click();
    await phone.getByRole('heading', { name: 'You are a super admin' }).waitFor();
    await phone.getByRole('link', { name: 'Open the admin dashboard' }).click();
    await phone.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  });
});
