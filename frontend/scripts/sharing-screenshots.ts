/**
 * The share dialog for the screenshot script: its tabs, links, QR codes, e-mail and managing
 * shares, opened from /games, the leaderboard and the edit screen.
 */
import type { Page } from 'playwright-core';
import { gameId, gameList, gameWithRounds, players } from './game-screenshot-data.ts';
import { boardInPlay, gameInPlay } from './scoring-screenshot-data.ts';
import { ann, json, open, signedInApi, type Api } from './screenshot-api.ts';
import { shareLinks, shares } from './sharing-screenshot-data.ts';

const gamePath = `/api/games/${gameId}`;

/** The /games screen of the game's admin, with what the share dialog asks for. */
const adminApi = (extra: Api = {}): Api => ({
  ...signedInApi(ann),
  'GET /api/games': json(200, gameList),
  [`GET ${gamePath}`]: json(200, { ...gameInPlay, accessLevel: 'admin', myPlayerIds: players.map((p) => p.id) }),
  [`POST ${gamePath}/share-links`]: async (route) => {
    const body = (route.request().postDataJSON() ?? {}) as { playerId?: string };
    await json(200, shareLinks(body.playerId))(route);
  },
  [`GET ${gamePath}/shares`]: json(200, shares),
  ...extra,
});

async function openShareDialog(page: Page, api: Api, tab?: string) {
  await open(page, '/games', api, true);
  await page.getByRole('button', { name: 'Actions for Saturday Dogfight' }).click();
  await page.getByRole('menuitem', { name: 'Share Game' }).click();
  await page.getByRole('dialog', { name: 'Share Game' }).waitFor();
  if (tab) await page.getByRole('tab', { name: tab, exact: true }).click();
  await page.waitForLoadState('networkidle');
}

export const sharingScenarios: Record<string, (page: Page) => Promise<void>> = {
  'share-admin': (page) => openShareDialog(page, adminApi(), 'Admin'),
  'share-player-choose': (page) => openShareDialog(page, adminApi(), 'Player'),
  'share-player-link': async (page) => {
    await openShareDialog(page, adminApi(), 'Player');
    await page.getByRole('combobox', { name: 'Player' }).selectOption({ label: 'Bob Stone' });
    await page.getByRole('img', { name: /QR code/ }).waitFor();
  },
  'share-viewer': async (page) => {
    await openShareDialog(page, adminApi(), 'Viewer');
    await page.getByRole('img', { name: /QR code of the viewer link/ }).waitFor();
  },
  'share-viewer-tv': async (page) => {
    await openShareDialog(page, adminApi(), 'Viewer');
    await page.getByRole('img', { name: 'QR code of the TV view link' }).scrollIntoViewIfNeeded();
  },
  'share-copied': async (page) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openShareDialog(page, adminApi());
    await page.getByRole('button', { name: 'Copy' }).first().click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
  },
  'share-email': async (page) => {
    await openShareDialog(page, adminApi(), 'Email');
    await page.getByRole('textbox', { name: 'Email' }).fill('bob.stone@example.com');
  },
  'share-email-error': async (page) => {
    await openShareDialog(page, adminApi(), 'Email');
    await page.getByRole('textbox', { name: 'Email' }).fill('bob.stone');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
  },
  'share-email-failed': async (page) => {
    await openShareDialog(
      page,
      adminApi({ [`POST ${gamePath}/share-with-user`]: json(400, { message: 'No player named Bobby in this game' }) }),
      'Email',
    );
    await page.getByRole('textbox', { name: 'Email' }).fill('bob.stone@example.com');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByText('Failed to share game').waitFor();
  },
  'share-manage': (page) => openShareDialog(page, adminApi(), 'Manage'),
  'share-manage-bottom': async (page) => {
    await openShareDialog(page, adminApi(), 'Manage');
    await page.getByRole('button', { name: 'Regenerate codes' }).scrollIntoViewIfNeeded();
  },
  'share-manage-remove': async (page) => {
    await openShareDialog(page, adminApi(), 'Manage');
    await page.getByRole('button', { name: 'Remove access' }).first().click();
  },
  'share-regenerate': async (page) => {
    await openShareDialog(page, adminApi(), 'Manage');
    await page.getByRole('button', { name: 'Regenerate codes' }).click();
  },
  'share-from-leaderboard': async (page) => {
    await open(
      page,
      `/game/${gameId}/leaderboard`,
      adminApi({ [`GET ${gamePath}/leaderboard`]: json(200, boardInPlay), [`GET ${gamePath}/score-history`]: json(200, { entries: [] }) }),
      true,
    );
    await page.getByRole('button', { name: 'Share Game' }).waitFor();
  },
  'share-from-leaderboard-open': async (page) => {
    await open(
      page,
      `/game/${gameId}/leaderboard`,
      adminApi({ [`GET ${gamePath}/leaderboard`]: json(200, boardInPlay), [`GET ${gamePath}/score-history`]: json(200, { entries: [] }) }),
      true,
    );
    await page.getByRole('button', { name: 'Share Game' }).click();
    await page.getByRole('tab', { name: 'Viewer' }).click();
    await page.getByRole('img', { name: /QR code of the viewer link/ }).waitFor();
  },
  'share-from-edit': async (page) => {
    await open(
      page,
      `/game/${gameId}/edit`,
      adminApi({ [`GET ${gamePath}`]: json(200, { ...gameWithRounds, status: 'in_progress' }), 'GET /api/courses': json(200, []) }),
      true,
    );
    await page.getByRole('button', { name: 'Share Game' }).click();
    await page.getByRole('dialog', { name: 'Share Game' }).waitFor();
  },
};
