import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, signedInPhonePage } from './support/browser.ts';
import { apiCall, registerAccount } from './support/test-api.ts';

const run = Date.now().toString(36);

/** Whether the element focused now is wholly inside the visible part of the window. */
const focusedOnScreen = (page: Page) =>
  page.evaluate(() => {
    const box = document.activeElement?.getBoundingClientRect();
    return !!box && box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
  });
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active instanceof HTMLInputElement ? (active.labels?.[0]?.textContent ?? active.getAttribute('aria-label')) : active?.tagName;
  });

describe('long screens and forms on a phone: the rules folded, errors in sight, values refused aloud', () => {
  let browser: Browser;
  let page: Page;
  let token: string;

  beforeAll(async () => {
    ({ token } = await registerAccount({
      username: `forms${run}`,
      email: `forms.${run}@example.com`,
      firstName: 'Fay',
      lastName: 'Forms',
      handicap: 12,
    }));
    browser = await launchBrowser();
    page = await signedInPhonePage(browser, token, { baseURL: inject('appUrl') });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('Choose Game Type shows each format’s rules only once its Rules button is pressed', async () => {
    await page.goto('/game-type-selection');
    const rulesButtons = page.getByRole('button', { name: 'Rules' });
    await rulesButtons.first().waitFor();
    const rules = page.locator('.type-card__rules');
    // The five formats of the spec and the two Stableford formats (decision 0780).
    expect(await rules.count()).toBe(7);
    for (let i = 0; i < 7; i += 1) await expect(rules.nth(i).isVisible(), `rules of format ${i + 1}`).resolves.toBe(false);
    const folded = await page.evaluate(() => document.documentElement.scrollHeight);
    // Folded, each format's card stays under 400 px (its rules, unfolded, run to several hundred more).
    expect(folded, 'the page with every rule folded, in px').toBeLessThan(7 * 400);

    await rulesButtons.first().click();
    await expect.poll(() => rulesButtons.first().getAttribute('aria-expanded')).toBe('true');
    await expect(rules.first().isVisible()).resolves.toBe(true);
    await expect(rules.nth(1).isVisible()).resolves.toBe(false);
  });

  it('Add Tee Set with no name brings the name field, with its message, into sight and gives it focus', async () => {
    const created = await apiCall('POST', '/api/courses', { token, body: { name: `Form Links ${run}`, location: 'Here', holes: 18 } });
    const courseId = (created.course as { id: string }).id;
    await page.goto(`/courses/${courseId}/tees`);
    await page.getByRole('button', { name: 'Add First Tee Set' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Tee Set' });
    const submit = dialog.getByRole('button', { name: 'Add Tee Set' });
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    const message = dialog.getByText('Please enter a tee set name.');
    await message.waitFor();
    await expect.poll(() => focusedLabel(page)).toBe('Tee set name');
    await expect.poll(() => focusedOnScreen(page), { message: 'the name field is in sight' }).toBe(true);
    await expect(message.isVisible()).resolves.toBe(true);
    const box = await message.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 844, 'the message is in sight').toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('New Game refuses "-3.5" points and a name over 100 characters aloud, with the spec’s messages, and takes the first into focus', async () => {
    await page.goto('/game-setup?gameType=dogfight');
    const eagle = page.getByLabel('Eagle', { exact: true });
    await eagle.fill('-3.5');
    await expect.poll(() => eagle.inputValue(), { message: 'what was typed is kept, not changed to 35' }).toBe('-3.5');
    await page.getByText('Points must be whole numbers, 0 or more').waitFor();

    const name = page.getByLabel('Game Name (optional)');
    await name.fill('A'.repeat(120));
    await expect.poll(async () => (await name.inputValue()).length, { message: 'the name is not cut without a word' }).toBe(120);
    await page.getByText('Game name must be at most 100 characters').waitFor();

    await page.getByRole('button', { name: 'Continue to Players' }).click();
    await expect.poll(() => focusedLabel(page)).toBe('Game Name (optional)');
    await expect.poll(() => focusedOnScreen(page)).toBe(true);
    expect(new URL(page.url()).pathname, 'no game was created').toBe('/game-setup');

    await name.fill('Sunday Fourball');
    await page.getByRole('button', { name: 'Continue to Players' }).click();
    await expect.poll(() => focusedLabel(page)).toBe('Eagle');
    await eagle.fill('3');
    await page.getByRole('button', { name: 'Continue to Players' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/players'));
  });
});
