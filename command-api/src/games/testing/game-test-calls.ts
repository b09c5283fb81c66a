import { expect } from 'vitest';
import type { GameView } from '@golf/contracts';
import type { TestApi } from '../../../../testing/test-api.ts';

/** A par-72 card: pars and stroke indexes 1…18 once each. */
const pars = [4, 4, 4, 4, 3, 5, 4, 5, 4, 4, 4, 4, 4, 3, 5, 4, 4, 3];
const strokeIndexes = [7, 3, 11, 1, 17, 5, 13, 9, 15, 8, 2, 12, 4, 18, 6, 14, 10, 16];

const teeBody = (name: string, color: string, rating: number, slope: number, holes: 9 | 18) => ({
  name,
  color,
  rating,
  slope,
  totalYardage: 6500,
  holes: pars.slice(0, holes).map((par, index) => ({
    holeNumber: index + 1,
    par,
    handicap: holes === 18 ? strokeIndexes[index] : index + 1,
    yardage: 380,
  })),
});

export interface TestCourse {
  id: string;
  name: string;
  /** White 71.2 / 125 and Blue 74.1 / 135, both par 72 on 18 holes. */
  white: string;
  blue: string;
  position: string;
}

let courses = 0;

/** A course of the caller's library with a white and a blue tee, through the course API. */
export async function newCourse(api: TestApi, token: string, holes: 9 | 18 = 18): Promise<TestCourse> {
  courses += 1;
  const name = `Games Test Course ${courses}`;
  const created = await api.call('POST', '/api/courses', { token, body: { name, location: 'Testville', holes } });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().course.id;
  const white = await api.call('POST', `/api/courses/${id}/tees`, {
    token,
    body: teeBody('White', 'white', holes === 9 ? 35.6 : 71.2, 125, holes),
  });
  expect(white.statusCode, white.body).toBe(201);
  const blue = await api.call('POST', `/api/courses/${id}/tees`, {
    token,
    body: teeBody('Blue', 'blue', holes === 9 ? 37 : 74.1, 135, holes),
  });
  expect(blue.statusCode, blue.body).toBe(201);
  return { id, name, white: white.json().teeSet.id, blue: blue.json().teeSet.id, position: blue.json().position };
}

/** POST /api/games (201 expected). */
export async function newGame(
  api: TestApi,
  token: string,
  body: Record<string, unknown> = {},
): Promise<{ id: string; game: GameView; position: string }> {
  const response = await api.call('POST', '/api/games', { token, body: { name: 'Test Game', ...body } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** POST /api/games/{id}/players for each (201 expected); answers the player ids and the last position. */
export async function addPlayers(
  api: TestApi,
  token: string,
  gameId: string,
  players: { name: string; handicap: number; userId?: string; teamNumber?: number | undefined }[],
) {
  const ids: string[] = [];
  let position = '0';
  for (const player of players) {
    const response = await api.call('POST', `/api/games/${gameId}/players`, { token, body: player });
    expect(response.statusCode, response.body).toBe(201);
    ids.push(response.json().player.id);
    position = response.json().position;
  }
  return { ids, position };
}

/** A game with players Ann 10.4 and Bob 18 and round 1 on a new course; the caller is its admin. */
export async function gameOnCourse(api: TestApi, token: string, body: Record<string, unknown> = {}) {
  const course = await newCourse(api, token);
  const { id } = await newGame(api, token, body);
  const players = await addPlayers(api, token, id, [
    { name: 'Ann', handicap: 10.4 },
    { name: 'Bob', handicap: 18 },
  ]);
  const round = await api.call('POST', `/api/games/${id}/rounds`, {
    token,
    body: { roundNumber: 1, courseId: course.id },
    headers: { 'x-min-position': course.position },
  });
  expect(round.statusCode, round.body).toBe(200);
  return { gameId: id, course, playerIds: players.ids, position: round.json().position as string };
}

/** GET with X-Min-Position: reads that see the given command's events. */
export function readAfter(api: TestApi, url: string, token: string | undefined, position: string) {
  return api.call('GET', url, { ...(token ? { token } : {}), headers: { 'x-min-position': position } });
}

/** Runs `act` and checks that it appended no event. */
export async function expectNothingWritten(api: TestApi, act: () => Promise<unknown>): Promise<void> {
  const before = await api.countEvents();
  await act();
  expect(await api.countEvents()).toBe(before);
}
