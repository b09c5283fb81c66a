import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPhonePage } from './support/browser.ts';
import { startedGame } from './support/started-game.ts';
import { mailedLink } from './support/outbox.ts';
import { E2E_SUPER_ADMIN_EMAIL } from './support/super-admin.ts';
import { apiCall, registerAccount } from './support/test-api.ts';

const run = Date.now().toString(36);
const boss = { username: `boss${run}`, email: E2E_SUPER_ADMIN_EMAIL, firstName: 'Bea', lastName: 'Boss', handicap: 9 };
const golfer = { username: `gil${run}`, email: `gil.${run}@example.com`, firstName: 'Gil', lastName: 'Green', handicap: 14 };
const newcomer = { username: `nia${run}`, email: `nia.${run}@example.com`, firstName: 'Nia', lastName: 'Newcomer' };
const uploadedCourse = `Sheet Links ${run}`;
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];

const toastWith = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text, { exact: true });

/** The number a stat card of the Overview shows. */
async function statValue(page: Page, label: string): Promise<number> {
  const text = await page.getByRole('region', { name: label, exact: true }).locator('.stat-card__value').textContent();
  return Number((text ?? '').replace(/[^\d]/g, ''));
}

/** The 30-day total a chart of the Overview shows. */
async function chartTotal(page: Page, title: string): Promise<number> {
  return Number(await page.getByRole('figure', { name: title }).getAttribute('data-total'));
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.locator('form').getByRole('button', { name: 'Sign In' }).click();
}

async function signOut(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.getByRole('link', { name: 'Get Started' }).waitFor();
}

/** The downloaded template with its example course renamed, so the upload makes a course of this run. */
async function renamedTemplate(path: string, name: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Uint8Array.from(await readFile(path)).buffer);
  const sheet = workbook.worksheets.find((candidate) => candidate.name.startsWith('Example'));
  if (!sheet) throw new Error('the template has no example sheet');
  const header = sheet.getRow(1).values as unknown[];
  const column = header.indexOf('Course Name');
  sheet.eachRow((row, number) => {
    if (number > 1) row.getCell(column).value = name;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('admin dashboard: statistics, users and roles, course upload', () => {
  let browser: Browser;
  let page: Page;
  let bossToken: string;
  let temporaryPassword: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPhonePage(browser, { baseURL: inject('appUrl') });
    page.setDefaultTimeout(15_000);
    const account = await apiCall('POST', '/api/auth/register', { body: { ...boss, password: 'boss-password' } });
    // The listed address proves itself: the link of its confirmation e-mail, opened signed in.
    const link = await mailedLink(inject('outboxDir'), boss.email, '/confirm-super-admin');
    const confirmed = await apiCall('POST', '/api/auth/confirm-super-admin', {
      token: String(account.token),
      body: { code: link.searchParams.get('code') },
    });
    bossToken = String(confirmed.token);
  });

  afterAll(async () => {
    await browser?.close();
    // The uploaded course is global: every user's course list would show it, and the files after
    // this one meet a new user with no courses.
    const courses = (await apiCall('GET', '/api/admin/courses', { token: bossToken })) as unknown as Array<{ id: string; name: string }>;
    for (const course of courses.filter((c) => c.name === uploadedCourse))
      await apiCall('DELETE', `/api/courses/${course.id}`, { token: bossToken });
  });

  /** The user's admin role as the server records it. */
  async function isAdmin(username: string): Promise<boolean | undefined> {
    const users = (await apiCall('GET', `/api/admin/users?search=${username}`, { token: bossToken })) as unknown as Array<{
      isAdmin: boolean;
    }>;
    return users[0]?.isAdmin;
  }

  it('keeps /admin from a player: Access Denied, then home after a second', async () => {
    await apiCall('POST', '/api/auth/register', { body: { ...golfer, password: 'game-password' } });
    await signIn(page, golfer.email, 'game-password');
    await page.getByRole('heading', { name: 'Ready for a Round?' }).waitFor();
    expect(await page.getByRole('link', { name: 'Admin panel' }).count()).toBe(0);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 3000 });
    await signOut(page);
  });

  it('shows a super admin the counts and charts, which move after a game is played', async () => {
    await signIn(page, boss.email, 'boss-password');
    await page.getByRole('link', { name: 'Admin panel' }).click();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('figure', { name: 'Scores Entered' }).waitFor();
    const before = {
      games: await statValue(page, 'Total Games'),
      users: await statValue(page, 'Total Users'),
      scores: await chartTotal(page, 'Scores Entered'),
      rounds: await chartTotal(page, 'Rounds Completed'),
      created: await chartTotal(page, 'Games Created'),
    };
    expect(before.users).toBeGreaterThanOrEqual(2);

    // Another golfer plays a one-round game to the end: two scores, then completed.
    const player = await registerAccount({ ...golfer, username: `p${run}`, email: `p.${run}@example.com` });
    const game = await startedGame({
      token: player.token,
      course: { name: `Stats Park ${run}`, location: 'Statsville' },
      tee: { name: 'White', color: 'white', rating: 70.5, slope: 121 },
      pars: PARS,
      game: { name: `Stats game ${run}`, gameType: 'stroke_play', scoringType: 'gross', numberOfRounds: 1, targetPlayerCount: 2 },
      players: [
        { name: 'Ada', handicap: 10 },
        { name: 'Bo', handicap: 20 },
      ],
    });
    for (const playerId of game.playerIds) {
      await apiCall('POST', `/api/games/${game.gameId}/scores`, {
        token: player.token,
        body: { playerId, roundNumber: 1, holeNumber: 1, strokes: 4 },
      });
    }
    const done = await apiCall('PATCH', `/api/games/${game.gameId}`, { token: player.token, body: { status: 'completed' } });
    await apiCall('GET', '/api/admin/stats', { token: bossToken, minPosition: done.position });

    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => statValue(page, 'Total Games')).toBe(before.games + 1);
    expect(await statValue(page, 'Total Users')).toBe(before.users + 1);
    expect(await chartTotal(page, 'Scores Entered')).toBe(before.scores + 2);
    expect(await chartTotal(page, 'Rounds Completed')).toBe(before.rounds + 1);
    expect(await chartTotal(page, 'Games Created')).toBe(before.created + 1);
    expect(await page.getByRole('figure', { name: 'Scores Entered' }).locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    // How current the screens are, in an admin's words.
    await page.getByRole('region', { name: 'Update delay', exact: true }).waitFor();
    await page.getByRole('region', { name: 'Changes recorded', exact: true }).waitFor();
    expect(await page.getByText(/Projector|Event Log/).count()).toBe(0);
  });

  it('creates a user and is shown the temporary password once', async () => {
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByRole('button', { name: 'Create User' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Username').fill('ab');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await dialog.getByText('Username must be at least 3 characters').waitFor();
    await dialog.getByLabel('Username').fill(newcomer.username);
    await dialog.getByLabel('Email').fill(newcomer.email);
    await dialog.getByLabel('First name').fill(newcomer.firstName);
    await dialog.getByLabel('Last name').fill(newcomer.lastName);
    await dialog.getByLabel('Handicap index').fill('22.5');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await dialog.getByRole('heading', { name: 'User Created' }).waitFor();
    temporaryPassword = (await dialog.getByTestId('temp-password').textContent()) ?? '';
    expect(temporaryPassword).toMatch(/^[A-Za-z0-9]{14}$/);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page
      .getByRole('listitem', { name: `${newcomer.firstName} ${newcomer.lastName}` })
      .filter({ hasText: newcomer.username })
      .waitFor();
  });

  it('edits that user: no change just closes the dialog, a new handicap is saved', async () => {
    const card = page.getByRole('listitem', { name: `${newcomer.firstName} ${newcomer.lastName}` }).filter({ hasText: newcomer.username });
    await card.getByRole('button', { name: `Edit ${newcomer.firstName} ${newcomer.lastName}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await card.getByRole('button', { name: `Edit ${newcomer.firstName} ${newcomer.lastName}` }).click();
    await dialog.getByLabel('Handicap index').fill('60');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText('Handicap must be at most 54').waitFor();
    await dialog.getByLabel('Handicap index').fill('18.3');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toastWith(page, 'User updated').waitFor();
    await card.getByText('HCP 18.3').waitFor();
  });

  it('shows a user created without a handicap as HCP —, not HCP 0', async () => {
    const blank = { username: `hal${run}`, email: `hal.${run}@example.com`, firstName: 'Hal', lastName: 'Blank', handicap: '' };
    const created = await apiCall('POST', '/api/admin/users', { token: bossToken, body: blank });
    // The list reads the users table: wait until the new account is in it.
    await apiCall('GET', '/api/admin/users', { token: bossToken, minPosition: String(created.position) });
    await page.getByLabel('Search users').fill(blank.username);
    const card = page.getByRole('listitem', { name: 'Hal Blank' });
    await card.getByText('0 games · 0 courses · HCP —').waitFor();
  });

  it('promotes and demotes that user, but never themselves', async () => {
    await page.getByLabel('Search users').fill(newcomer.username);
    const card = page.getByRole('listitem', { name: `${newcomer.firstName} ${newcomer.lastName}` }).filter({ hasText: newcomer.username });
    // The switch follows the user list (server state): it turns once the optimistic update lands.
    const adminSwitch = card.getByRole('switch', { name: 'Admin', exact: true });
    await adminSwitch.click();
    await expect.poll(() => adminSwitch.isChecked()).toBe(true);
    await expect.poll(() => isAdmin(newcomer.username)).toBe(true);
    await card.locator('.badge', { hasText: 'Admin' }).waitFor();

    await adminSwitch.click();
    await expect.poll(() => adminSwitch.isChecked()).toBe(false);
    await expect.poll(() => isAdmin(newcomer.username)).toBe(false);

    await page.getByLabel('Search users').fill(boss.username);
    const own = page.getByRole('listitem', { name: `${boss.firstName} ${boss.lastName}` });
    await expect(own.getByRole('switch', { name: 'Super Admin' }).isDisabled()).resolves.toBe(true);
    await expect(own.getByRole('switch', { name: 'Admin', exact: true }).isDisabled()).resolves.toBe(true);
  });

  it('uploads a course sheet from the template, which then appears in the course list', async () => {
    await page.getByRole('tab', { name: 'Courses' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Template' }).click()]);
    const workbook = await renamedTemplate(await download.path(), uploadedCourse);
    await page.getByLabel('Workbook').setInputFiles({
      name: 'courses.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: workbook,
    });
    await page.getByRole('button', { name: 'Upload Courses' }).click();
    await page.getByText('Created 1 course').waitFor({ timeout: 30_000 });
    await page.getByRole('list', { name: 'Courses' }).getByText(uploadedCourse).waitFor();
  });

  it('lets the new user sign in with the temporary password only to choose their own', async () => {
    await signOut(page);
    await signIn(page, newcomer.email, temporaryPassword);
    await page.getByRole('heading', { name: 'Choose a New Password' }).waitFor();
    await page.getByLabel('New Password').fill('short');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await page.getByText('Password must be at least 8 characters').first().waitFor();
    await page.getByLabel('New Password').fill('nia-own-password');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await toastWith(page, 'Password set').waitFor();
    await page.getByText(newcomer.firstName, { exact: true }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    await expect(apiCall('POST', '/api/auth/login', { body: { email: newcomer.email, password: temporaryPassword } })).rejects.toThrow(
      /401/,
    );
    await signOut(page);
    await signIn(page, newcomer.email, 'nia-own-password');
    await toastWith(page, 'Welcome back!').waitFor();
  });
});
