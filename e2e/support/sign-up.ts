import type { Page } from 'playwright-core';

/** What the sign-up form asks for; the handicap index is optional. */
export type SignUpDetails = { username: string; email: string; firstName: string; lastName: string; password: string; handicap?: string };

/** Creates an account the way a visitor does: landing page, 'Get Started', the form, 'Create Account'. */
export async function signUpThroughForm(page: Page, details: SignUpDetails): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started' }).click();
  await page.getByLabel('Username').fill(details.username);
  await page.getByLabel('Email').fill(details.email);
  await page.getByLabel('First name').fill(details.firstName);
  await page.getByLabel('Last name').fill(details.lastName);
  if (details.handicap !== undefined) await page.getByLabel('Handicap index (optional)').fill(details.handicap);
  await page.getByLabel('Password').fill(details.password);
  await page.locator('form').getByRole('button', { name: 'Create Account' }).click();
}
