/**
 * Group play beyond the share dialog for the screenshot script: joining by code (signed in and
 * out), a spectator's leaderboard, the TV view, shared games on home and /games, and the screens
 * a player or viewer gets.
 */
import type { Page } from 'playwright-core';
import { pebble } from './course-screenshot-data.ts';
import { gameId, leaderboard, players } from './game-screenshot-data.ts';
import { boardInPlay, playerRounds, roundScores } from './scoring-screenshot-data.ts';
import { ann, json, open, signedInApi, type Api } from './screenshot-api.ts';
import { byPlayerCode, byViewerCode, codes, gameAsPlayer, gameAsViewer, guestToken, sharedGameList } from './sharing-screenshot-data.ts';

const gamePath = `/api/games/${gameId}`;

/** Spectator passes as the app keeps them (lib/guest-passes.ts), set before the page loads. */
async function holdGuestPass(page: Page) {
  await page.addInitScript(
    ([id, token]) => window.localStorage.setItem('guestPasses', JSON.stringify({ [id!]: token })),
    [gameId, guestToken],
  );
}

const spectatorApi: Api = {
  [`GET ${gamePath}`]: json(200, gameAsViewer),
  [`GET ${gamePath}/leaderboard`]: json(200, boardInPlay),
};

const joinPath = (code: string, player?: string) => `/game/${gameId}/join?code=${code}${player ? `&player=${player}` : ''}`;

const TV = { width: 1280, height: 720 };

/** Twelve in the field: more than a TV shows at once, so it scrolls. */
const longField = {
  ...boardInPlay,
  entries: [0, 1, 2].flatMap((group) =>
    boardInPlay.entries.map((entry, i) => ({
      ...entry,
      position: group * 4 + entry.position,
      player: {
        ...entry.player,
        id: `${entry.player.id.slice(0, -2)}${group}${i}`,
        name:
          group === 0
            ? entry.player.name
            : `${['Eve', 'Finn', 'Gus', 'Hana', 'Ivo', 'Jade', 'Kai', 'Lou'][(group - 1) * 4 + i]} ${entry.player.name.split(' ')[1]}`,
      },
    })),
  ),
};

export const joiningScenarios: Record<string, (page: Page) => Promise<void>> = {
  'join-viewer-signed-out': async (page) => {
    await open(page, joinPath(codes.viewer), { [`GET /api/games/by-code/${codes.viewer}`]: json(200, byViewerCode) }, false);
    await page.getByRole('button', { name: 'Enter Game' }).waitFor();
  },
  'join-player-choice': async (page) => {
    await open(
      page,
      joinPath(codes.player, players[1]!.id),
      { ...signedInApi(ann), [`GET /api/games/by-code/${codes.player}`]: json(200, byPlayerCode) },
      true,
    );
    await page.getByRole('button', { name: 'Enter Game' }).waitFor();
    // Carla already has a scorer: listed, not pickable (a native select shows it greyed when opened).
    await page.locator('option[disabled]', { hasText: 'Carla Diaz (taken)' }).waitFor({ state: 'attached' });
  },
  'join-player-taken': async (page) => {
    const taken = json(409, { message: 'Bob Stone is already taken by someone else: choose another player' });
    await open(
      page,
      joinPath(codes.player, players[1]!.id),
      { ...signedInApi(ann), [`GET /api/games/by-code/${codes.player}`]: json(200, byPlayerCode), [`POST ${gamePath}/join`]: taken },
      true,
    );
    await page.getByRole('button', { name: 'Enter Game' }).click();
    await page.getByRole('alert').waitFor();
  },
  'join-needs-account': async (page) => {
    await open(page, joinPath(codes.player), { [`GET /api/games/by-code/${codes.player}`]: json(200, byPlayerCode) }, false);
    await page.getByRole('link', { name: 'Create Account' }).waitFor();
  },
  'join-invalid': async (page) => {
    await open(
      page,
      joinPath('ZZZ999'),
      { 'GET /api/games/by-code/ZZZ999': json(404, { message: 'Invalid access code or game not found' }) },
      false,
    );
    await page.getByText('Invalid access code or game not found').waitFor();
  },
  'join-empty': (page) => open(page, `/game/${gameId}/join`, {}, false),
  'join-invitation': async (page) => {
    await open(page, `/game/${gameId}/join`, { ...signedInApi(ann), [`GET ${gamePath}`]: json(200, gameAsPlayer) }, true);
    await page.getByRole('link', { name: 'Enter Game' }).waitFor();
  },
  'join-then-spectate': async (page) => {
    const joined = { gameId, accessLevel: 'viewer', myPlayerIds: [], guestToken, position: null };
    await open(
      page,
      joinPath(codes.viewer),
      {
        ...spectatorApi,
        [`GET /api/games/by-code/${codes.viewer}`]: json(200, byViewerCode),
        [`POST ${gamePath}/join`]: json(200, joined),
      },
      false,
    );
    await page.getByRole('button', { name: 'Enter Game' }).click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
  },
  'auth-sign-in-returns-to-join': async (page) => {
    const api: Api = {
      'POST /api/auth/login': async (route) => {
        await page.evaluate(() => window.localStorage.setItem('authToken', 'test-token'));
        await json(200, { token: 'test-token', user: ann })(route);
      },
      ...signedInApi(ann),
      [`GET /api/games/by-code/${codes.player}`]: json(200, byPlayerCode),
    };
    await open(
      page,
      `/auth?next=${encodeURIComponent(joinPath(codes.player))}`,
      { ...api, 'GET /api/auth/user': json(401, { message: 'Sign in first' }) },
      false,
    );
    await page.unroute('**/api/**');
    await page.route('**/api/**', async (route) => {
      const handler = api[`${route.request().method()} ${new URL(route.request().url()).pathname}`];
      return handler ? handler(route) : json(404, { message: 'none' })(route);
    });
    await page.getByRole('textbox', { name: 'Email' }).fill('ann.lee@example.com');
    await page.getByLabel('Password').fill('secret-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await page.getByRole('button', { name: 'Enter Game' }).waitFor();
  },
  'auth-returning-to-join': (page) => open(page, `/auth?next=${encodeURIComponent(joinPath(codes.player))}`, {}, false),

  'spectator-leaderboard': async (page) => {
    await holdGuestPass(page);
    await open(page, `/game/${gameId}/leaderboard`, spectatorApi, false);
    await page.getByRole('heading', { level: 1 }).waitFor();
  },
  'spectator-locked-out': async (page) => {
    await holdGuestPass(page);
    await open(page, `/game/${gameId}/leaderboard`, { [`GET ${gamePath}/leaderboard`]: json(404, { message: 'Game not found' }) }, false);
    await page.getByText('You no longer have access to this game').waitFor();
  },
  'spectator-other-game': (page) => open(page, `/game/c0ffee00-0000-4000-8000-000000000002/leaderboard`, {}, false),
  'tv-view': async (page) => {
    await page.setViewportSize(TV);
    await holdGuestPass(page);
    await open(page, `/game/${gameId}/tv`, spectatorApi, false);
    await page.getByRole('list', { name: 'Leaderboard' }).waitFor();
  },
  'tv-view-long-field': async (page) => {
    await page.setViewportSize(TV);
    await holdGuestPass(page);
    await open(page, `/game/${gameId}/tv`, { ...spectatorApi, [`GET ${gamePath}/leaderboard`]: json(200, longField) }, false);
    await page.getByRole('list', { name: 'Leaderboard' }).waitFor();
    // It rests about 4 s at the top, then glides down.
    await page.waitForTimeout(7000);
  },
  'tv-view-with-code': async (page) => {
    await page.setViewportSize(TV);
    const joined = { gameId, accessLevel: 'viewer', myPlayerIds: [], guestToken, position: null };
    await open(page, `/game/${gameId}/tv?code=${codes.viewer}`, { ...spectatorApi, [`POST ${gamePath}/join`]: json(200, joined) }, false);
    await page.getByRole('list', { name: 'Leaderboard' }).waitFor();
  },
  'tv-view-new-code-old-pass': async (page) => {
    // The screen kept a pass from before the codes were regenerated; the new link's code is swapped for a new pass.
    await page.setViewportSize(TV);
    await holdGuestPass(page);
    let swapped = false;
    const joined = { gameId, accessLevel: 'viewer', myPlayerIds: [], guestToken: 'a-new-pass', position: null };
    await open(
      page,
      `/game/${gameId}/tv?code=NEW456`,
      {
        [`POST ${gamePath}/join`]: async (route) => {
          swapped = true;
          await json(200, joined)(route);
        },
        [`GET ${gamePath}/leaderboard`]: async (route) => {
          const fresh = route.request().headers()['authorization'] === 'Bearer a-new-pass';
          await (fresh ? json(200, boardInPlay) : json(404, { message: 'Game not found' }))(route);
        },
      },
      false,
    );
    await page.getByRole('list', { name: 'Leaderboard' }).waitFor();
    if (!swapped) throw new Error('the TV view did not swap the new code for a pass');
  },
  'tv-view-bad-code': async (page) => {
    await page.setViewportSize(TV);
    await open(
      page,
      `/game/${gameId}/tv?code=OLD123`,
      { [`POST ${gamePath}/join`]: json(404, { message: 'Invalid access code or game not found' }) },
      false,
    );
  },

  'home-shared-games': (page) =>
    open(
      page,
      '/',
      { ...signedInApi(ann), 'GET /api/games': json(200, sharedGameList), [`GET ${gamePath}/leaderboard`]: json(200, leaderboard) },
      true,
    ),
  'games-list-shared': (page) => open(page, '/games', { ...signedInApi(ann), 'GET /api/games': json(200, sharedGameList) }, true),
  'home-shared-recent': async (page) => {
    await open(
      page,
      '/',
      { ...signedInApi(ann), 'GET /api/games': json(200, sharedGameList), [`GET ${gamePath}/leaderboard`]: json(200, leaderboard) },
      true,
    );
    await page.getByText('Recent Games').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
  },
  'games-list-shared-bottom': async (page) => {
    await open(page, '/games', { ...signedInApi(ann), 'GET /api/games': json(200, sharedGameList) }, true);
    await page.getByText('Twilight Nine').scrollIntoViewIfNeeded();
  },
  'scoring-as-player': async (page) => {
    await open(
      page,
      `/game/${gameId}/scoring`,
      {
        ...signedInApi(ann),
        [`GET ${gamePath}`]: json(200, gameAsPlayer),
        [`GET ${gamePath}/player-rounds`]: json(200, playerRounds),
        [`GET /api/courses/${pebble.id}`]: json(200, pebble),
        [`GET ${gamePath}/scores/1`]: json(200, roundScores),
      },
      true,
    );
    await page.getByRole('button', { name: /Next Hole|Update Hole|Finish Round|Finish Game/ }).waitFor();
  },
  'scoring-as-viewer': async (page) => {
    await open(page, `/game/${gameId}/scoring`, { ...signedInApi(ann), ...spectatorApi }, true);
    await page.getByRole('heading', { level: 1 }).waitFor();
  },
  'leaderboard-as-player': async (page) => {
    await open(
      page,
      `/game/${gameId}/leaderboard`,
      { ...signedInApi(ann), ...spectatorApi, [`GET ${gamePath}`]: json(200, gameAsPlayer) },
      true,
    );
    await page.getByRole('link', { name: 'Continue Game' }).waitFor();
  },
  'game-edit-as-player': async (page) => {
    await open(page, `/game/${gameId}/edit`, { ...signedInApi(ann), [`GET ${gamePath}`]: json(200, gameAsPlayer) }, true);
    await page.getByRole('heading', { level: 1 }).waitFor();
  },
};
