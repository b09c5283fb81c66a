import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

/** The system Chromium (apt package); CHROMIUM_PATH points elsewhere when needed. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Quiet, headless, container-safe: no sandbox (root in CI), no GPU, no background traffic. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A typical phone: 390×844 CSS pixels, touch, mobile viewport rules. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`No Chromium at ${CHROMIUM_PATH}: install it (apt-get install chromium) or set CHROMIUM_PATH.`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/** A fresh page in its own context (own storage), sized and behaving like a phone. */
export async function newPhonePage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, ...options });
  return context.newPage();
}

/** A phone page signed in with `token` (the app keeps it in localStorage), patient for slow CI. */
export async function signedInPhonePage(browser: Browser, token: string, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await newPhonePage(browser, options);
  page.setDefaultTimeout(15_000);
  await page.addInitScript((value) => window.localStorage.setItem('authToken', value), token);
  return page;
}
