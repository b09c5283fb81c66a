/**
 * Renders every screen of the built frontend on a phone (390×844) with a stand-in API, and
 * saves PNGs under screenshots/ at the repository root. Run after `npm run build -w @golf/frontend`:
 *   npx tsx frontend/scripts/screenshots.ts [name-filter]
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { preview } from 'vite';
import { launchBrowser, newPhonePage } from '../../e2e/support/browser.ts';
import { adminScenarios } from './admin-screenshots.ts';
import { courseScenarios } from './course-screenshots.ts';
import { gameScenarios } from './game-screenshots.ts';
import { historyScenarios } from './history-screenshots.ts';
import { scoringScenarios } from './scoring-screenshots.ts';
import { joiningScenarios } from './joining-screenshots.ts';
import { sharingScenarios } from './sharing-screenshots.ts';
import { tripScenarios } from './trip-screenshots.ts';
import { ann, json, open, signedInApi, superAdmin } from './screenshot-api.ts';

const frontendDir = fileURLToPath(new URL('..', import.meta.url));
const outDir = fileURLToPath(new URL('../../screenshots/', import.meta.url));

const scenarios: Record<string, (page: Page) => Promise<void>> = {
  landing: (page) => open(page, '/', {}, false),
  'auth-sign-in': (page) => open(page, '/auth', {}, false),
  'auth-register': async (page) => {
    await open(page, '/auth', {}, false);
    await page.getByRole('button', { name: 'Create Account' }).first().click();
  },
  'auth-register-errors': async (page) => {
    await open(page, '/auth', {}, false);
    await page.getByRole('button', { name: 'Create Account' }).first().click();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Handicap index (optional)').fill('60');
    await page.locator('form').getByRole('button', { name: 'Create Account' }).click();
  },
  'auth-forgot-password': async (page) => {
    await open(page, '/auth', {}, false);
    await page.getByLabel('Email').fill('ann.lee@example.com');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
  },
  'auth-reset-email-sent': async (page) => {
    await open(page, '/auth', { 'POST /api/auth/request-password-reset': json(200, { message: 'ok' }) }, false);
    await page.getByLabel('Email').fill('ann.lee@example.com');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByRole('button', { name: 'Send Reset Email' }).click();
    await page.getByText('Reset email sent').waitFor();
  },
  'auth-sign-in-failed': async (page) => {
    await open(page, '/auth', { 'POST /api/auth/login': json(401, { message: 'Invalid email or password' }) }, false);
    await page.getByLabel('Email').fill('ann.lee@example.com');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await page.getByText('Sign in failed').waitFor();
  },
  'auth-welcome-back': async (page) => {
    await open(page, '/auth', { 'POST /api/auth/login': json(200, { token: 't', user: ann }) }, false);
    await page.getByLabel('Email').fill('ann.lee@example.com');
    await page.getByLabel('Password').fill('secret-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await page.getByText('Welcome back!').waitFor();
  },
  'reset-password': (page) => open(page, '/reset-password?email=ann.lee%40example.com&token=abc123', {}, false),
  'reset-password-short': async (page) => {
    await open(page, '/reset-password?email=ann.lee%40example.com&token=abc123', {}, false);
    await page.getByLabel('New Password').fill('short');
    await page.getByRole('button', { name: 'Update Password' }).click();
  },
  'reset-password-success': async (page) => {
    await open(
      page,
      '/reset-password?email=ann.lee%40example.com&token=abc123',
      {
        'POST /api/auth/reset-password': json(200, { message: 'Password updated' }),
      },
      false,
    );
    await page.getByLabel('New Password').fill('a-new-password');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByRole('heading', { name: 'Password Reset Successful' }).waitFor();
  },
  'reset-password-failed': async (page) => {
    await open(
      page,
      '/reset-password?email=ann.lee%40example.com&token=abc123',
      {
        'POST /api/auth/reset-password': json(400, { message: 'This reset link has expired.' }),
      },
      false,
    );
    await page.getByLabel('New Password').fill('a-new-password');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Reset failed').waitFor();
  },
  home: (page) => open(page, '/', signedInApi(ann), true),
  'home-super-admin': (page) => open(page, '/', signedInApi(superAdmin), true),
  'home-profile-menu': async (page) => {
    await open(page, '/', signedInApi(superAdmin), true);
    await page.getByRole('button', { name: 'Profile menu' }).click();
  },
  'home-update-profile': async (page) => {
    await open(page, '/', signedInApi(ann), true);
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
  },
  'home-update-profile-error': async (page) => {
    await open(page, '/', { ...signedInApi(ann), 'PATCH /api/auth/profile': json(500, { message: 'Something went wrong' }) }, true);
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Error updating profile').waitFor();
  },
  profile: (page) => open(page, '/profile', signedInApi({ ...ann, handicap: null, isAdmin: true }), true),
  'profile-change-password': async (page) => {
    await open(page, '/profile', signedInApi(ann), true);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByLabel('Current Password').fill('my-password');
    await page.getByLabel('New Password').fill('short');
    await page.getByRole('button', { name: 'Update Password' }).click();
  },
  'profile-change-password-wrong': async (page) => {
    const refused = json(400, { message: 'Current password is incorrect' });
    await open(page, '/profile', { ...signedInApi(ann), 'POST /api/auth/change-password': refused }, true);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByLabel('Current Password').fill('not-my-password');
    await page.getByLabel('New Password').fill('a-new-password');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Error changing password').waitFor();
  },
  'session-ended': async (page) => {
    await open(page, '/profile', { 'GET /api/auth/user': json(401, { message: 'Your session has ended. Please sign in again.' }) }, true);
    await page.getByText('Your session has ended. Please sign in again.').waitFor();
  },
  'not-found': (page) => open(page, '/no-such-page', signedInApi(ann), true),
  ...courseScenarios,
  ...adminScenarios,
  ...gameScenarios,
  ...scoringScenarios,
  ...historyScenarios,
  ...sharingScenarios,
  ...joiningScenarios,
  ...tripScenarios,
  'scoring-no-nav': (page) => open(page, '/game/5/scoring', signedInApi(ann), true),
  'unknown-signed-out': (page) => open(page, '/somewhere', {}, false),
};

const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false };

async function main() {
  const filter = process.argv[2] ?? '';
  mkdirSync(outDir, { recursive: true });
  const server = await preview({ root: frontendDir, preview: { port: 4873, strictPort: false }, logLevel: 'warn' });
  const baseURL = server.resolvedUrls?.local[0];
  if (!baseURL) throw new Error('vite preview did not report its address');
  const browser = await launchBrowser();
  try {
    for (const [name, run] of Object.entries(scenarios)) {
      if (!name.includes(filter)) continue;
      // 'desktop-…' scenarios show a wide screen; the rest a phone.
      const page = await newPhonePage(browser, name.startsWith('desktop-') ? { baseURL, ...DESKTOP } : { baseURL });
      await run(page);
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${outDir}${name}.png` });
      await page.context().close();
      console.log(`saved ${name}.png`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
