import { expect } from 'vitest';
import type { CupView, GameView } from '@golf/contracts';
import type { TestApi } from '../../../../../testing/test-api.ts';
import { readAfter } from '../../../games/testing/game-test-calls.ts';

export type Person = { token: string; user: { id: string } };

const RED = '#c0392b';
const BLUE = '#2c5aa0';

/** PUT /api/trips/{id}/cup (200 expected): Red and Blue of the given people, each team's first its captain. */
export async function setCup(
  api: TestApi,
  token: string,
  tripId: string,
  red: readonly Person[],
  blue: readonly Person[],
  extra: Record<string, unknown> = {},
): Promise<string> {
  const body = {
    teams: [
      { name: 'Red', color: RED, userIds: red.map((p) => p.user.id) },
      { name: 'Blue', color: BLUE, userIds: blue.map((p) => p.user.id) },
    ],
    holder: null,
    ...extra,
  };
  const response = await api.call('PUT', `/api/trips/${tripId}/cup`, { token, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().position as string;
}

/** POST /api/trips/{id}/cup/matches (201 expected). */
export async function makeMatch(
  api: TestApi,
  token: string,
  tripId: string,
  body: Record<string, unknown>,
): Promise<{ id: string; gameId: string; position: string }> {
  const response = await api.call('POST', `/api/trips/${tripId}/cup/matches`, { token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** GET /api/trips/{id}/cup after `position` (200 expected). */
export async function readCup(api: TestApi, token: string, tripId: string, position: string): Promise<CupView> {
  const response = await readAfter(api, `/api/trips/${tripId}/cup`, token, position);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The players of a match's game by user id. */
export async function playersOfMatch(api: TestApi, token: string, gameId: string, position: string): Promise<Map<string, string>> {
  const response = await readAfter(api, `/api/games/${gameId}`, token, position);
  expect(response.statusCode, response.body).toBe(200);
  const game = response.json() as GameView;
  return new Map(game.players.map((p) => [p.userId ?? '', p.id]));
}

/**
 * Scores holes from hole 1 on a match's game: `holes[h]` maps user id → gross on hole h + 1.
 * `onBehalf`: the scorer (the match's admin) enters them for players whose own phone scores them
 * (decision 0700). Answers the position of the last score.
 */
export async function scoreHoles(
  api: TestApi,
  token: string,
  gameId: string,
  playerOf: ReadonlyMap<string, string>,
  holes: ReadonlyArray<Record<string, number>>,
  firstHole = 1,
  { onBehalf }: { onBehalf?: true } = {},
): Promise<string> {
  let position = '0';
  for (const [index, hole] of holes.entries()) {
    for (const [userId, strokes] of Object.entries(hole)) {
      const response = await api.call('POST', `/api/games/${gameId}/scores`, {
        token,
        body: { playerId: playerOf.get(userId), roundNumber: 1, holeNumber: firstHole + index, strokes, ...(onBehalf ? { onBehalf } : {}) },
      });
      expect(response.statusCode, response.body).toBe(200);
      position = response.json().position;
    }
  }
  return position;
}
