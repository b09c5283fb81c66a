import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPhonePage, signedInPhonePage } from './support/browser.ts';
import { startedGame } from './support/started-game.ts';
import { apiCall, registerAccount } from './support/test-api.ts';

const run = Date.now().toString(36);
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5];
const gameName = `Invited Fourball ${run}`;
const invitee = { username: `ivy${run}`, email: `ivy.${run}@example.com`, firstName: 'Ivy', lastName: 'Invitee', password: 'ivy-password' };
/** Where this journey's screenshots go (the share dialog, the invitation, the refused link): looked at, kept out of git. */
const SCREENSHOTS = process.env.JOURNEY_SCREENSHOTS ?? tmpdir();
const screenshot = (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}-390x844.png`) });

/** A link's path, for a page whose base URL is the app's. */
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};
const rowDetail = (page: Page, name: string) => page.locator('.lb-row', { hasText: name }).locator('.lb-row__detail');
const toastWith = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text, { exact: true });

/** The invitation link of the mail the app wrote to the outbox (no SMTP server here) for `email`. */
async function invitationLinkTo(email: string, timeoutMs = 30_000): Promise<string> {
  const outbox = inject('outboxDir');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const name of await readdir(outbox).catch(() => [] as string[])) {
      if (!name.endsWith('.json') || name.startsWith('.')) continue;
      const mail = JSON.parse(await readFile(join(outbox, name), 'utf8')) as { to: string; text: string };
      const link = /https?:\/\/\S+\/join\?invite=\S+/.exec(mail.text)?.[0];
      if (mail.to === email && link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No invitation to ${email} reached ${outbox} within ${timeoutMs} ms`);
}

/** The organiser's phone: a share sheet that records what it was handed (headless Chromium has none of its own). */
async function withShareSheet(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.assign(window, { sharedToSheet: shared });
    Object.defineProperty(navigator, 'share', { value: async (data: unknown) => void shared.push(data), configurable: true });
  });
}

async function openShareDialog(page: Page) {
  await page.goto('/games');
  await page.getByRole('button', { name: `Actions for ${gameName}` }).click();
  await page.getByRole('menuitem', { name: 'Share Game' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Game' });
  await dialog.waitFor();
  return dialog;
}

describe('an invitation that reaches the first tee', () => {
  let browser: Browser;
  let organiserToken: string;
  let gameId: string;
  let playerIds: string[];
  let organiser: Page;
  let guest: Page;
  let spectator: Page;
  let viewerLink: string;

  beforeAll(async () => {
    organiserToken = (
      await registerAccount({
        username: `olga${run}`,
        email: `olga.${run}@example.com`,
        firstName: 'Olga',
        lastName: 'Organiser',
        handicap: 11,
      })
    ).token;
    ({ gameId, playerIds } = await startedGame({
      token: organiserToken,
      course: { name: `Invite Links ${run}`, location: 'Coast' },
      tee: { name: 'White', color: 'white', rating: 72, slope: 113 },
      pars: PARS,
      game: { name: gameName, gameType: 'stroke_play', scoringType: 'net', numberOfRounds: 1 },
      players: [
        { name: 'Olga', handicap: 11 },
        { name: 'Ivy', handicap: 16 },
        { name: 'Cal', handicap: 20 },
      ],
    }));
    browser = await launchBrowser();
    organiser = await signedInPhonePage(browser, organiserToken, { baseURL: inject('appUrl') });
    await withShareSheet(organiser);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('the share dialog opens on Viewer for a game in progress, Admin last, with Share beside Copy and the QR code', async () => {
    const dialog = await openShareDialog(organiser);
    await dialog.getByRole('img', { name: 'QR code of the viewer link' }).waitFor();
    const tabs = await dialog.getByRole('tab').allTextContents();
    expect(tabs).toEqual(['Player', 'Viewer', 'Email', 'Manage', 'Admin']);
    expect(await dialog.getByRole('tab', { name: 'Viewer' }).getAttribute('aria-selected')).toBe('true');
    viewerLink = await dialog.getByRole('textbox', { name: 'Viewer link' }).inputValue();
    expect(viewerLink).toMatch(/\/join\?code=[A-Z0-9]{6}$/);
    await screenshot(organiser, 'share-dialog');

    await dialog.getByRole('button', { name: 'Share', exact: true }).first().click();
    const sent = await organiser.evaluate(() => (window as unknown as { sharedToSheet: unknown[] }).sharedToSheet);
    expect(sent).toEqual([
      { title: gameName, text: `Follow “${gameName}” live: the leaderboard and scores, no account needed.`, url: viewerLink },
    ]);

    // A browser without a share sheet shows no Share button: Copy and the QR code stay.
    const desktop = await signedInPhonePage(browser, organiserToken, { baseURL: inject('appUrl') });
    const plain = await openShareDialog(desktop);
    await plain.getByRole('button', { name: 'Copy' }).first().waitFor();
    expect(await plain.getByRole('button', { name: 'Share', exact: true }).count()).toBe(0);
    await desktop.context().close();
  });

  it('the organiser shares by e-mail; the invitee opens the mail’s link signed out, signs up there and lands in the game', async () => {
    const dialog = organiser.getByRole('dialog', { name: 'Share Game' });
    await dialog.getByRole('tab', { name: 'Email' }).click();
    await dialog.getByRole('textbox', { name: 'Email' }).fill(invitee.email);
    await dialog.getByRole('combobox', { name: 'Access level' }).selectOption('player');
    await dialog.getByRole('combobox', { name: 'Player' }).selectOption({ label: 'Ivy' });
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    await toastWith(organiser, 'Game shared').waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

    const link = await invitationLinkTo(invitee.email);
    guest = await newPhonePage(browser, { baseURL: inject('appUrl') });
    guest.setDefaultTimeout(15_000);
    await guest.goto(pathOf(link));
    await guest.getByRole('heading', { name: gameName }).waitFor();
    await guest.getByText('Player access').waitFor();
    await guest.getByText(invitee.email).waitFor();
    await screenshot(guest, 'invitation-signed-out');
    await guest.getByRole('link', { name: 'Create Account' }).click();

    await guest.getByRole('heading', { name: 'Create Account' }).waitFor();
    expect(await guest.getByLabel('Email').inputValue(), 'the invited address is filled in').toBe(invitee.email);
    await guest.getByLabel('Username').fill(invitee.username);
    await guest.getByLabel('First name').fill(invitee.firstName);
    await guest.getByLabel('Last name').fill(invitee.lastName);
    await guest.getByLabel('Password').fill(invitee.password);
    await guest.locator('form').getByRole('button', { name: 'Create Account' }).click();

    await guest.waitForURL((url) => url.pathname === `/game/${gameId}/join` && url.searchParams.has('invite'));
    await guest.getByRole('button', { name: 'Enter Game' }).click();
    await guest.waitForURL(`**/game/${gameId}/scoring`);
    await guest.getByRole('textbox', { name: 'Strokes for Ivy' }).waitFor();
    expect(await guest.getByRole('textbox', { name: 'Strokes for Cal' }).count(), 'only Ivy is the invitee’s to score').toBe(0);
    await guest.getByRole('button', { name: 'One stroke more for Ivy' }).click();
    await guest.getByRole('button', { name: 'Next Hole' }).click();
    await guest.getByText('Hole 2', { exact: true }).waitFor();
  });

  it('a spectator follows with the viewer link; the organiser replaces the viewer link alone; the invitee keeps scoring', async () => {
    spectator = await newPhonePage(browser, { baseURL: inject('appUrl') });
    spectator.setDefaultTimeout(15_000);
    await spectator.goto(pathOf(viewerLink));
    // A viewer code's Enter Game is a link to the board (decision 0704).
    await spectator.getByRole('link', { name: 'Enter Game' }).click();
    await spectator.waitForURL(`**/game/${gameId}/leaderboard`);
    await rowDetail(spectator, 'Ivy').getByText('Thru 1').waitFor();

    const dialog = await openShareDialog(organiser);
    await dialog.getByRole('button', { name: 'New viewer link' }).click();
    await organiser.getByRole('alertdialog', { name: 'New viewer link' }).getByRole('button', { name: 'New viewer link' }).click();
    await toastWith(organiser, 'New viewer link made').waitFor();
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Viewer link' }).inputValue()).not.toBe(viewerLink);
    await dialog.getByRole('tab', { name: 'Manage' }).click();
    await dialog.locator('.share-row', { hasText: 'Ivy Invitee' }).getByText('Shared by e-mail').waitFor();

    // The invitee is still in: the next hole saves, and the organiser's board shows it.
    await guest.getByRole('button', { name: 'One stroke less for Ivy' }).click();
    await guest.getByRole('button', { name: 'Next Hole' }).click();
    await guest.getByText('Hole 3', { exact: true }).waitFor();
    const ivysScores = async () => {
      const scores = (await apiCall('GET', `/api/games/${gameId}/hole-scores/1`, { token: organiserToken })) as unknown as {
        playerId: string;
      }[];
      return scores.filter((score) => score.playerId === playerIds[1]).length;
    };
    await expect.poll(ivysScores, { timeout: 10_000 }).toBe(2);
  });

  it('the spectator’s old viewer link is refused with what to do next', async () => {
    await spectator.reload();
    await spectator.getByRole('heading', { name: 'You no longer have access to this game' }).waitFor();
    await spectator.getByText('Ask the organiser for the new viewer link or code.').waitFor();
    await spectator.goto(pathOf(viewerLink));
    await spectator.getByText('Invalid access code or game not found').waitFor();
    await spectator
      .getByText('This link no longer opens a game: the organiser may have made new links. Ask them for a new one, or enter another code.')
      .waitFor();
    await screenshot(spectator, 'old-viewer-link');
    expect(await spectator.getByRole('link', { name: 'Enter Game' }).count(), 'the game the old link once opened is not offered').toBe(0);
    await spectator.getByRole('button', { name: 'Enter Another Code' }).click();
    expect(await spectator.getByRole('textbox', { name: 'Access code' }).inputValue()).toBe('');
  });
});
