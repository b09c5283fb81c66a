import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPhonePage } from './support/browser.ts';
import { signUpThroughForm } from './support/sign-up.ts';

const run = Date.now().toString(36);
const golfer = {
  username: `cal${run}`,
  email: `cal.${run}@example.com`,
  firstName: 'Cal',
  lastName: 'Reyes',
  password: 'course-password',
};
const course = { name: `Dornoch Links ${run}`, location: 'Dornoch, Sutherland, Scotland' };
/** Par of holes 1..18 on the tee set we enter (total 71); the stroke indexes stay 1..18. */
const PARS = [4, 3, 4, 4, 4, 3, 4, 5, 4, 4, 4, 5, 3, 4, 3, 4, 5, 4];

const toastWith = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text, { exact: true });

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('courses: add a course and a tee set, add a curated course, delete a tee set', () => {
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

  it('registers and opens the course library from the bottom navigation', async () => {
    await signUpThroughForm(page, golfer);
    await page.getByRole('heading', { name: 'Ready for a Round?' }).waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' }).click();
    await page.getByRole('heading', { level: 1, name: 'Courses' }).waitFor();
    await page.getByLabel('Search courses').waitFor();
  });

  it('adds a course and lands on its empty tees screen', async () => {
    await page.getByRole('link', { name: 'Add Course' }).click();
    await page.getByRole('button', { name: 'Add Course' }).click();
    await page.getByText('Please fill in all required fields.').first().waitFor();

    await page.getByLabel('Course name').fill(course.name);
    await page.getByLabel('Location').fill(course.location);
    await page.getByLabel('Holes').selectOption('18');
    await page.getByRole('button', { name: 'Add Course' }).click();

    await toastWith(page, 'Course added').waitFor();
    await page.getByRole('heading', { level: 1, name: course.name }).waitFor();
    expect(pathOf(page)).toMatch(/^\/courses\/[0-9a-f-]{36}\/tees$/);
    await page.getByText('No tee sets configured').waitFor();
  });

  it('adds an 18-hole tee set, after the server refuses a repeated stroke index', async () => {
    await page.getByRole('button', { name: 'Add First Tee Set' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Tee Set' });
    await expect(dialog.getByLabel('Colour').inputValue()).resolves.toBe('white');
    await expect(dialog.getByLabel('Hole 18 stroke index').inputValue()).resolves.toBe('18');

    await dialog.getByLabel('Tee set name').fill('Blue');
    await dialog.getByLabel('Colour').selectOption('blue');
    await dialog.getByLabel('Course rating').fill('71.6');
    await dialog.getByLabel('Slope').fill('128');
    await dialog.getByLabel('Total yardage (optional)').fill('6500');
    for (const [index, par] of PARS.entries()) {
      await dialog.getByLabel(`Hole ${index + 1} par`).selectOption(String(par));
    }
    await dialog.getByLabel('Hole 1 yards').fill('420');

    await dialog.getByLabel('Hole 2 stroke index').selectOption('1');
    await dialog.getByRole('button', { name: 'Add Tee Set' }).click();
    const refusal = dialog.locator('.form__error');
    await refusal.waitFor();
    await expect.poll(() => refusal.textContent()).toMatch(/\S/);
    await dialog.waitFor();

    await dialog.getByLabel('Hole 2 stroke index').selectOption('2');
    await dialog.getByRole('button', { name: 'Add Tee Set' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const card = page.locator('.tee-card', { hasText: 'Blue' });
    await card.waitFor();
    await expect.poll(() => card.locator('.tee-card__stats').textContent()).toBe('Rating71.6Slope128Yardage6,500Par71');
    const grids = card.locator('.holes-grid__table');
    await expect.poll(() => grids.count()).toBe(2);
    await expect.poll(() => grids.nth(1).locator('tr').nth(1).locator('td').allTextContents()).toEqual(PARS.slice(9).map(String));
    await expect
      .poll(() => grids.nth(1).locator('tr').nth(2).locator('td').allTextContents())
      .toEqual(['10', '11', '12', '13', '14', '15', '16', '17', '18']);
  });

  it('shows the course on /courses with its tee chip', async () => {
    await page.getByRole('link', { name: 'Courses', exact: true }).first().click();
    await page.getByLabel('Search courses').fill(course.name.slice(0, 12));
    const card = page.locator('.course-card', { hasText: course.name });
    await card.waitFor();
    await card.getByText('18 holes').waitFor();
    const chip = card.locator('.tee-chip', { hasText: 'Blue' });
    await expect.poll(() => chip.getAttribute('title')).toBe('Rating: 71.6 / Slope: 128');
    await card.getByRole('button', { name: `Actions for ${course.name}` }).waitFor();
  });

  it('finds a curated course, adds it with its tees, and is told when it already exists', async () => {
    await page.goto('/courses');
    await page.getByRole('link', { name: 'Browse' }).click();
    // The library has a 'Search courses' field too: type only once the directory is on screen.
    await page.getByRole('region', { name: 'Course directory' }).waitFor();
    await page.getByLabel('Search courses').fill('pe');
    await page.getByText('Please enter at least 3 characters to search.').waitFor();
    await page.getByLabel('Search courses').fill('pebble beach golf');
    await page.getByText(/^Found \d+ courses?$/).waitFor();

    const curated = page.locator('.course-card', { hasText: 'Pebble Beach Golf Links' });
    await curated.getByRole('button', { name: 'Add Course' }).click();
    await toastWith(page, 'Course added').waitFor();
    await curated.getByRole('link', { name: 'Added: view its tee sets' }).waitFor();

    await page.reload();
    await page.getByLabel('Search courses').fill('pebble beach golf');
    await page.locator('.course-card', { hasText: 'Pebble Beach Golf Links' }).getByRole('button', { name: 'Add Course' }).click();
    await toastWith(page, 'Course Already Exists').waitFor();

    await page.goto('/courses');
    const added = page.locator('.course-card', { hasText: 'Pebble Beach Golf Links' });
    await added.waitFor();
    await expect.poll(() => added.locator('.tee-chip').count()).toBeGreaterThan(0);
  });

  it('deletes a tee set through its confirmation', async () => {
    await page.getByLabel('Search courses').fill(course.name.slice(0, 12));
    await page.locator('.course-card', { hasText: course.name }).getByRole('link', { name: course.name }).click();
    await page.getByRole('heading', { level: 1, name: course.name }).waitFor();

    await page.getByRole('button', { name: 'Actions for Blue tees' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Tee Set' });
    await confirm.getByText('Are you sure you want to delete the tee set? This will remove all hole data for this tee set.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();

    await toastWith(page, 'Tee set deleted').waitFor();
    await page.getByText('No tee sets configured').waitFor();
    await expect.poll(() => page.locator('.tee-card').count()).toBe(0);
  });
});
