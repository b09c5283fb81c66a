/** The scoring, round summary and leaderboard screens, for the screenshot script. */
import type { Page } from 'playwright-core';
import { pebble } from './course-screenshot-data.ts';
import { gameId } from './game-screenshot-data.ts';
import {
  allRoundScores,
  bestBallGame,
  boardBestBall,
  boardBestBallRound,
  boardCompleted,
  boardEmpty,
  boardInPlay,
  boardMatch,
  boardQuota,
  boardRoundOne,
  boardSkins,
  gameCompleted,
  gameInPlay,
  gameLastHole,
  playerRounds,
  roundScores,
} from './scoring-screenshot-data.ts';
import { ann, json, open, signedInApi, type Api } from './screenshot-api.ts';

const gamePath = `/api/games/${gameId}`;

const scoringApi = (game: unknown, extra: Api = {}): Api => ({
  ...signedInApi(ann),
  [`GET ${gamePath}`]: json(200, game),
  [`GET ${gamePath}/player-rounds`]: json(200, playerRounds),
  [`GET /api/courses/${pebble.id}`]: json(200, pebble),
  [`GET ${gamePath}/scores/1`]: json(200, roundScores),
  ...extra,
});

const leaderboardApi = (overall: unknown, rounds: Record<number, unknown> = {}): Api => ({
  ...signedInApi(ann),
  [`GET ${gamePath}/leaderboard`]: json(200, overall),
  ...Object.fromEntries(Object.entries(rounds).map(([n, view]) => [`GET ${gamePath}/leaderboard/round/${n}`, json(200, view)])),
});

async function openScoring(page: Page, api: Api) {
  await open(page, `/game/${gameId}/scoring`, api, true);
  await page.getByRole('button', { name: /Next Hole|Update Hole|Finish Round|Finish Game/ }).waitFor();
}

async function openLeaderboard(page: Page, api: Api) {
  await open(page, `/game/${gameId}/leaderboard`, api, true);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

const never = () => new Promise<void>(() => undefined);

export const scoringScenarios: Record<string, (page: Page) => Promise<void>> = {
  'scoring-hole': (page) => openScoring(page, scoringApi(gameInPlay)),
  'scoring-entered': async (page) => {
    await openScoring(page, scoringApi(gameInPlay));
    await page.getByRole('button', { name: 'One stroke less for Carla Diaz' }).click();
    await page.getByRole('button', { name: 'One stroke more for Bob Stone' }).click();
    await page.getByRole('button', { name: 'One stroke more for Bob Stone' }).click();
  },
  'scoring-edit-past-hole': async (page) => {
    await openScoring(page, scoringApi(gameInPlay));
    await page.getByRole('button', { name: 'Hole 3', exact: true }).click();
    await page.getByRole('button', { name: 'Update Hole 3' }).waitFor();
  },
  'scoring-saving': async (page) => {
    await openScoring(page, scoringApi(gameInPlay, { [`POST ${gamePath}/scores`]: never }));
    await page.getByRole('button', { name: 'Next Hole' }).click();
    await page.getByText('Saving Scores').waitFor();
  },
  'scoring-save-error': async (page) => {
    await openScoring(
      page,
      scoringApi(gameInPlay, {
        [`POST ${gamePath}/scores`]: json(409, { message: 'This game is completed: scores can no longer change' }),
      }),
    );
    await page.getByRole('button', { name: 'Next Hole' }).click();
    await page.getByText('Score Save Error').waitFor();
  },
  'scoring-last-hole': (page) =>
    openScoring(
      page,
      scoringApi(gameLastHole, {
        [`GET ${gamePath}/scores/1`]: json(
          200,
          allRoundScores.filter((s) => s.holeNumber < 18),
        ),
      }),
    ),
  'scoring-best-ball': (page) =>
    openScoring(page, scoringApi(bestBallGame, { [`GET ${gamePath}/leaderboard/round/1`]: json(200, boardBestBallRound) })),
  'scoring-round-not-started': (page) =>
    open(page, `/game/${gameId}/scoring`, scoringApi({ ...gameInPlay, currentRound: 2, currentHole: 1 }), true),
  'round-summary': async (page) => {
    await open(
      page,
      `/games/${gameId}/round-summary/1`,
      scoringApi(gameLastHole, { [`GET ${gamePath}/leaderboard/round/1`]: json(200, boardRoundOne) }),
      true,
    );
    await page.getByRole('heading', { name: 'Round 1 Summary' }).waitFor();
  },
  'round-summary-bottom': async (page) => {
    await open(
      page,
      `/games/${gameId}/round-summary/1`,
      scoringApi(gameLastHole, { [`GET ${gamePath}/leaderboard/round/1`]: json(200, boardRoundOne) }),
      true,
    );
    await page.getByRole('button', { name: 'Confirm All Scores' }).scrollIntoViewIfNeeded();
  },
  'round-summary-confirmed': async (page) => {
    await open(
      page,
      `/games/${gameId}/round-summary/1`,
      scoringApi(gameLastHole, { [`GET ${gamePath}/leaderboard/round/1`]: json(200, boardRoundOne) }),
      true,
    );
    await page.getByRole('button', { name: 'Confirm All Scores' }).click();
    await page.getByRole('dialog', { name: 'Scores Confirmed!' }).waitFor();
  },
  'round-summary-last-round': async (page) => {
    await open(
      page,
      `/games/${gameId}/round-summary/2`,
      scoringApi(gameCompleted, { [`GET ${gamePath}/leaderboard/round/2`]: json(200, { ...boardRoundOne, round: 2 }) }),
      true,
    );
    await page.getByRole('button', { name: 'Confirm All Scores' }).click();
    await page.getByRole('dialog', { name: 'Scores Confirmed!' }).waitFor();
  },
  'leaderboard-in-play': (page) => openLeaderboard(page, leaderboardApi(boardInPlay)),
  'leaderboard-expanded': async (page) => {
    await openLeaderboard(page, leaderboardApi(boardInPlay));
    await page.locator('.lb-row__summary').first().click();
  },
  'leaderboard-round': async (page) => {
    await openLeaderboard(page, leaderboardApi(boardInPlay, { 1: boardRoundOne }));
    await page.getByRole('tab', { name: /Round 1/ }).click();
    await page.locator('.lb-row__summary').nth(1).click();
  },
  'leaderboard-empty': (page) => openLeaderboard(page, leaderboardApi(boardEmpty)),
  'leaderboard-completed': (page) => openLeaderboard(page, leaderboardApi(boardCompleted)),
  'leaderboard-completed-payouts': async (page) => {
    await openLeaderboard(page, leaderboardApi(boardCompleted));
    await page.getByRole('region', { name: 'Game Summary' }).scrollIntoViewIfNeeded();
  },
  'leaderboard-best-ball': (page) => openLeaderboard(page, leaderboardApi(boardBestBall)),
  'leaderboard-best-ball-nassau': async (page) => {
    await openLeaderboard(page, leaderboardApi(boardBestBall));
    await page.getByRole('region', { name: 'Nassau' }).scrollIntoViewIfNeeded();
  },
  'leaderboard-match': async (page) => {
    await openLeaderboard(page, leaderboardApi(boardMatch));
    await page.locator('.lb-row__summary').first().click();
  },
  'leaderboard-skins': async (page) => {
    await openLeaderboard(page, leaderboardApi(boardSkins));
    await page.getByRole('region', { name: 'Skins' }).scrollIntoViewIfNeeded();
  },
  'leaderboard-quota': (page) => openLeaderboard(page, leaderboardApi(boardQuota)),
};
