/** Screens from game creation to the first tee, the games list and the home game cards, for the screenshot script. */
import type { Page } from 'playwright-core';
import { courseList, oldCourse, pebble } from './course-screenshot-data.ts';
import {
  baseGame,
  gameId,
  gameList,
  gameWithPlayers,
  gameWithRounds,
  leaderboard,
  playerRounds,
  playerRoundsMissingTees,
  searchResults,
} from './game-screenshot-data.ts';
import { ann, json, open, signedInApi, type Api } from './screenshot-api.ts';

const gameApi = (game: unknown, rounds: unknown[] = playerRounds): Api => ({
  ...signedInApi(ann),
  [`GET /api/games/${gameId}`]: json(200, game),
  [`GET /api/games/${gameId}/player-rounds`]: json(200, rounds),
  'GET /api/courses': json(200, courseList),
  [`GET /api/courses/${pebble.id}`]: json(200, pebble),
  [`GET /api/courses/${oldCourse.id}`]: json(200, oldCourse),
  'POST /api/auth/search-users': json(200, searchResults),
});

const homeApi = (games: unknown[]): Api => ({
  ...signedInApi(ann),
  'GET /api/games': json(200, games),
  [`GET /api/games/${gameId}/leaderboard`]: json(200, leaderboard),
});

/** Opens a game screen and waits for its title: game, course and tees load one after another. */
async function openScreen(page: Page, path: string, api: Api, title: string) {
  await open(page, path, api, true);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

async function typedPlayers(page: Page, names: string[]) {
  await page.getByRole('tab', { name: 'Manual Entry' }).click();
  for (const name of names) {
    await page.getByLabel('Player Name').fill(name);
    await page.getByRole('button', { name: 'Next' }).click();
  }
}

export const gameScenarios: Record<string, (page: Page) => Promise<void>> = {
  'game-type-selection': (page) => open(page, '/game-type-selection', signedInApi(ann), true),
  'game-type-rules': async (page) => {
    await open(page, '/game-type-selection', signedInApi(ann), true);
    await page.getByRole('button', { name: 'Rules' }).first().click();
  },
  'game-setup': (page) => open(page, '/game-setup?gameType=dogfight', signedInApi(ann), true),
  'game-setup-quota': async (page) => {
    await open(page, '/game-setup?gameType=dogfight', signedInApi(ann), true);
    await page.getByLabel('Scoring Type').selectOption('quota');
    await page.getByText('Points System').scrollIntoViewIfNeeded();
  },
  'game-setup-nassau-payouts': async (page) => {
    await open(
      page,
      '/game-setup?gameType=stroke_play',
      { ...signedInApi(ann), 'GET /api/trips': json(200, [{ id: 'f1', name: 'Scotland 2026' }]) },
      true,
    );
    await page.getByLabel('Play a Nassau').check();
    await page.getByRole('button', { name: 'Add Payout' }).click();
    await page.getByLabel('Amount ($)').first().fill('20');
    await page.getByRole('button', { name: 'Add Payout' }).click();
    await page.getByRole('button', { name: 'Add Payout' }).scrollIntoViewIfNeeded();
  },
  'game-setup-failed': async (page) => {
    await open(
      page,
      '/game-setup?gameType=skins',
      { ...signedInApi(ann), 'POST /api/games': json(500, { message: 'Internal Server Error' }) },
      true,
    );
    await page.getByRole('button', { name: 'Continue to Players' }).click();
    await page.getByText('Failed to create game. Please try again.').waitFor();
  },
  'players-search': async (page) => {
    await open(page, `/game/${gameId}/players`, gameApi(baseGame), true);
    await page.getByLabel('Search users').fill('an');
    await page.getByText('Anna Berg').waitFor();
  },
  'players-search-short': async (page) => {
    await open(page, `/game/${gameId}/players`, gameApi(baseGame), true);
    await page.getByLabel('Search users').fill('a');
  },
  'players-manual': async (page) => {
    await open(page, `/game/${gameId}/players`, gameApi(baseGame), true);
    await page.getByLabel('Search users').fill('an');
    await page.getByRole('button', { name: /Anna Berg/ }).click();
    await page.getByRole('tab', { name: 'Manual Entry' }).click();
    await page.getByLabel('Player Name').fill('Bob Stone');
    await page.getByLabel('Handicap Index').fill('-2.5');
  },
  'players-remove': async (page) => {
    await open(page, `/game/${gameId}/players`, gameApi(baseGame), true);
    await page.getByRole('button', { name: 'Remove Player' }).click();
  },
  'players-teams': async (page) => {
    await open(page, `/game/${gameId}/players`, gameApi({ ...baseGame, gameType: 'best_ball' }), true);
    await typedPlayers(page, ['Ann Lee', 'Bob Stone', 'Carla Diaz', 'Dev Patel']);
    await page.getByRole('button', { name: 'Ann Lee: Team 1' }).click();
    await page.getByRole('button', { name: 'Bob Stone: Team 1' }).click();
    await page.getByRole('button', { name: 'Carla Diaz: Team 2' }).click();
    await page.getByRole('button', { name: 'Confirm Teams' }).click();
  },
  'players-review': async (page) => {
    await open(page, `/game/${gameId}/players`, gameApi(baseGame), true);
    await page.getByLabel('Search users').fill('an');
    await page.getByRole('button', { name: /Anna Berg/ }).click();
    await typedPlayers(page, ['Bob Stone', 'Carla Diaz', 'Dev Patel']);
  },
  'course-selection': async (page) => {
    await open(page, `/game/${gameId}/course-selection`, gameApi(gameWithPlayers), true);
    await page.getByRole('button', { name: /Course for round 1/ }).click();
  },
  'course-selection-chosen': async (page) => {
    await open(page, `/game/${gameId}/course-selection`, gameApi(gameWithPlayers), true);
    await page.getByRole('button', { name: /Course for round 1/ }).click();
    await page.getByRole('option', { name: /Pebble Beach/ }).click();
  },
  'round-confirmation': (page) => openScreen(page, `/games/${gameId}/round-confirmation/1`, gameApi(gameWithRounds), 'Round 1 Setup'),
  'round-confirmation-quota': (page) =>
    openScreen(page, `/games/${gameId}/round-confirmation/1`, gameApi({ ...gameWithRounds, scoringType: 'quota' }), 'Round 1 Setup'),
  'round-confirmation-missing-tees': async (page) => {
    await openScreen(page, `/games/${gameId}/round-confirmation/1`, gameApi(gameWithRounds, playerRoundsMissingTees), 'Round 1 Setup');
    await page.getByRole('button', { name: 'Confirm Round' }).click();
    await page.getByText('Missing Tee Selections').waitFor();
  },
  'round-confirmed-dialog': async (page) => {
    await openScreen(
      page,
      `/games/${gameId}/round-confirmation/1`,
      {
        ...gameApi(gameWithRounds),
        [`POST /api/games/${gameId}/rounds/1/confirm`]: json(200, { game: gameWithRounds, position: '42' }),
      },
      'Round 1 Setup',
    );
    await page.getByRole('button', { name: 'Confirm Round' }).click();
    await page.getByRole('dialog', { name: 'Round Setup Confirmed!' }).waitFor();
  },
  'handicap-setup': async (page) => {
    await openScreen(page, `/games/${gameId}/handicap-setup/1`, gameApi(gameWithRounds), 'Handicap Setup');
    await page.getByRole('button', { name: 'Edit course handicap for Bob Stone' }).click();
  },
  'handicap-setup-not-found': (page) =>
    openScreen(page, `/games/${gameId}/handicap-setup/3`, gameApi(gameWithRounds), 'Game or Course Not Found'),
  'game-edit': (page) => openScreen(page, `/game/${gameId}/edit`, gameApi({ ...gameWithRounds, status: 'in_progress' }), 'Edit Game'),
  'game-edit-round': async (page) => {
    await open(page, `/game/${gameId}/edit`, gameApi(gameWithRounds), true);
    await page.getByRole('button', { name: 'Add Round' }).click();
    await page.getByRole('button', { name: 'Add Round' }).scrollIntoViewIfNeeded();
  },
  'game-handicaps': (page) => openScreen(page, `/game/${gameId}/handicaps`, gameApi(gameWithRounds), 'Manage Handicaps'),
  'game-not-found': (page) => open(page, `/game/${gameId}/edit`, signedInApi(ann), true),
  'games-list': (page) => open(page, '/games', homeApi(gameList), true),
  'games-empty': (page) => open(page, '/games', homeApi([]), true),
  'home-current-games': (page) => open(page, '/', homeApi(gameList), true),
  'home-current-game': async (page) => {
    await open(page, '/', homeApi(gameList.filter((g) => g.name !== 'Club Skins')), true);
    await page.getByText('Recent Games').scrollIntoViewIfNeeded();
  },
  'home-delete-game': async (page) => {
    await open(page, '/', homeApi(gameList), true);
    await page.getByRole('button', { name: 'Actions for Saturday Dogfight' }).click();
    await page.getByRole('menuitem', { name: 'Delete Game' }).click();
  },
};
